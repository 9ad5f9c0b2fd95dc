import { getDb } from '@coffer/db';

export type ListIdentityPubkeysOptions = {
  /** A normalized email (emailIdentifierSchema). */
  identifierValue: string;
};

/**
 * The identified public keys of the identity of an email (pubkey, then pubkey_aes_rsa), to
 * encrypt automatic invitations to it. An unknown email and an identity without keys both
 * answer an empty list: the answer says no more about who exists than it must.
 */
export async function listIdentityPubkeys({
  identifierValue,
}: ListIdentityPubkeysOptions): Promise<string[]> {
  const identity = await getDb().identity.findUnique({
    where: { identifierKind_identifierValue: { identifierKind: 'email', identifierValue } },
    select: { pubkey: true, pubkeyAesRsa: true },
  });
  return [identity?.pubkey, identity?.pubkeyAesRsa].filter(
    (key): key is string => typeof key === 'string',
  );
}
