import type { Prisma } from '@coffer/db';

export type FindInvitedIdentitiesOptions = {
  tx: Prisma.TransactionClient;
  /** Identity public keys an invitation was encrypted to. */
  publicKeys: string[];
};

/**
 * The identities whose identified public key (pubkey or pubkey_aes_rsa: what
 * GET /identities/pubkey hands out for invitations) is one of the keys.
 */
export async function findInvitedIdentities({
  tx,
  publicKeys,
}: FindInvitedIdentitiesOptions): Promise<
  { id: string; identifierValue: string; pubkey: string | null; pubkeyAesRsa: string | null }[]
> {
  if (publicKeys.length === 0) return [];
  return tx.identity.findMany({
    where: { OR: [{ pubkey: { in: publicKeys } }, { pubkeyAesRsa: { in: publicKeys } }] },
    select: { id: true, identifierValue: true, pubkey: true, pubkeyAesRsa: true },
  });
}
