import { getDb } from '@coffer/db';
import type { Caller } from '../sessions/caller';
import { avatarUrl } from './avatar-url';
import { canSeeIdentifier } from './can-see-identifier';
import { identityNotFound } from './identity-errors';

/** docs/identities.md: the public view; hidden strings are empty, not absent. */
export type IdentityProfile = {
  id: string;
  display_name: string;
  avatar_url: string | null;
  identifier_value: string;
  identifier_kind: 'email' | '';
  non_identified_pubkey: string;
  contactable: boolean;
};

export type GetIdentityProfileOptions = { identityId: string; caller: Caller | null };

export async function getIdentityProfile({
  identityId,
  caller,
}: GetIdentityProfileOptions): Promise<IdentityProfile> {
  const identity = await getDb().identity.findUnique({
    where: { id: identityId },
    select: {
      id: true,
      displayName: true,
      avatarStorageKey: true,
      identifierKind: true,
      identifierValue: true,
      profileSharesEmail: true,
      nonIdentifiedPubkey: true,
    },
  });
  if (!identity) throw identityNotFound();
  const showIdentifier = await canSeeIdentifier({ identity, caller });
  return {
    id: identity.id,
    display_name: identity.displayName,
    avatar_url: avatarUrl(identity),
    identifier_value: showIdentifier ? identity.identifierValue : '',
    identifier_kind: showIdentifier ? identity.identifierKind : '',
    // A key made to be handed out without revealing who holds it: public once set.
    non_identified_pubkey: identity.nonIdentifiedPubkey ?? '',
    contactable: identity.nonIdentifiedPubkey !== null,
  };
}
