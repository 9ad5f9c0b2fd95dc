import { getDb } from '@coffer/db';
import { assertUnsubscribeToken } from './unsubscribe-token';

export type UnsubscribeActivityEmailsOptions = { identityId: string; token: string };

/**
 * The one-click unsubscribe of an activity email (docs/activity.md; RFC 8058): sets the
 * identity's notifications to `minimal`. Security emails still go out. The token is the
 * credential: a wrong one changes nothing (403); again is the same.
 */
export async function unsubscribeActivityEmails({
  identityId,
  token,
}: UnsubscribeActivityEmailsOptions): Promise<void> {
  assertUnsubscribeToken(identityId, token);
  await getDb().identity.updateMany({
    where: { id: identityId },
    data: { notifications: 'minimal' },
  });
}

/** What the unsubscribe page shows (the email, in its language), once its token is checked. */
export async function findUnsubscribePage({
  identityId,
  token,
}: UnsubscribeActivityEmailsOptions): Promise<{ email: string; language: string } | null> {
  assertUnsubscribeToken(identityId, token);
  const identity = await getDb().identity.findUnique({
    where: { id: identityId },
    select: { identifierValue: true, language: true },
  });
  return identity && { email: identity.identifierValue, language: identity.language };
}
