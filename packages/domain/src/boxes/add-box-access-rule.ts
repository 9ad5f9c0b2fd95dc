import { queueInvitationEmails } from '../activity/queue-invitation-emails';
import { AppError } from '../errors/app-error';
import { matchesAccessRule } from './access-rule-match';
import { appendBoxEvent } from './append-box-event';
import { autoInvitationDetails } from './auto-invitation-details';
import type { BoxEventContext, BoxEventOutcome } from './box-event-context';
import { findInvitedIdentities } from './find-invited-identities';

export type AccessRuleContent = {
  restriction_type: 'identifier' | 'email_domain';
  value: string;
  auto_invite: boolean;
};

/**
 * access.add (admins): people whose email matches (exactly, or by domain) may join the box.
 * With auto_invite, `extra` carries one invitation encrypted to one identity's public key;
 * that identity must be one the rule admits, and gets a `box.auto_invite` notification
 * carrying the invitation.
 * The invitation stays in the event's `extra` (it is encrypted to its recipient).
 */
export async function addBoxAccessRule(
  { tx, caller, box }: BoxEventContext,
  content: AccessRuleContent,
  extra: Record<string, string> | null | undefined,
): Promise<BoxEventOutcome> {
  const invitations = Object.keys(extra ?? {});
  if (!content.auto_invite && invitations.length > 0) {
    throw invalidExtra('extra is only for auto_invite', 'forbidden');
  }
  if (content.auto_invite && invitations.length !== 1) {
    throw invalidExtra('auto_invite needs exactly one {<identity public key>: <invitation>}');
  }
  const duplicate = await tx.boxAccessRule.findFirst({
    where: { boxId: box.id, restrictionType: content.restriction_type, value: content.value },
    select: { id: true },
  });
  if (duplicate) {
    throw new AppError('conflict', {
      origin: 'body',
      desc: 'this access rule is already in force',
      details: { content: 'conflict' },
    });
  }
  const [invitee] = await findInvitedIdentities({ tx, publicKeys: invitations });
  const rule = { restrictionType: content.restriction_type, value: content.value };
  if (content.auto_invite && (!invitee || !matchesAccessRule(rule, invitee.identifierValue))) {
    throw invalidExtra('the invitation must be for the public key of a person this rule admits');
  }
  const event = await appendBoxEvent({
    tx,
    box,
    caller,
    type: 'access.add',
    content,
    extra: content.auto_invite ? extra : null,
  });
  await tx.boxAccessRule.create({
    data: { id: event.id, boxId: box.id, ...rule, autoInvite: content.auto_invite },
  });
  if (content.auto_invite && invitee && extra) {
    await tx.notification.create({
      data: {
        identityId: invitee.id,
        type: 'box_auto_invite',
        details: autoInvitationDetails(box.id, invitee, extra),
      },
    });
    await queueInvitationEmails(tx, box, [invitee.id]);
  }
  return { event };
}

function invalidExtra(desc: string, reason: 'invalid' | 'forbidden' = 'invalid'): AppError {
  return new AppError('bad_request', { origin: 'body', desc, details: { extra: reason } });
}
