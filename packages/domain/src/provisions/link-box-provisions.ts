import type { Prisma } from '@coffer/db';
import { AppError } from '../errors/app-error';

export type NewProvision = {
  public_key: string;
  service_key_share: string;
  user_key_share_hash: string;
};

export type LinkBoxProvisionsOptions = {
  tx: Prisma.TransactionClient;
  boxId: string;
  organizationId: string;
  /** crypto.provisions of the box: `{<email>: provision}`, emails normalised. */
  provisions: [email: string, provision: NewProvision][];
};

/**
 * A provision belongs to an organization and an email (the person gets one link per
 * organization, docs/key-model.md#provisions): the first box with it stores it, later boxes
 * that send the same one (same key and shares) join it. Another provision for the same
 * organization and email, or a hash another provision uses, is a 409. Inserting skips
 * conflicts and then compares, so two boxes sending one new provision at once both succeed.
 */
export async function linkBoxProvisions({
  tx,
  boxId,
  organizationId,
  provisions,
}: LinkBoxProvisionsOptions): Promise<void> {
  if (provisions.length === 0) return;
  await tx.provision.createMany({
    data: provisions.map(([email, provision]) => ({
      organizationId,
      email,
      publicKey: provision.public_key,
      serviceKeyShare: provision.service_key_share,
      userKeyShareHash: provision.user_key_share_hash,
    })),
    skipDuplicates: true,
  });
  const stored = await tx.provision.findMany({
    where: { organizationId, email: { in: provisions.map(([email]) => email) } },
    select: {
      id: true,
      email: true,
      publicKey: true,
      serviceKeyShare: true,
      userKeyShareHash: true,
    },
  });
  const links = provisions.map(([email, provision]) => {
    const row = stored.find((candidate) => candidate.email === email);
    const same =
      row !== undefined &&
      row.publicKey === provision.public_key &&
      row.serviceKeyShare === provision.service_key_share &&
      row.userKeyShareHash === provision.user_key_share_hash;
    if (!same) throw provisionConflict();
    return { boxId, provisionId: row.id };
  });
  await tx.boxProvision.createMany({ data: links });
}

function provisionConflict(): AppError {
  return new AppError('conflict', {
    origin: 'body',
    desc: 'the organization has another provision for this email, or another provision uses this hash: send the same provision again, or a new email',
    details: { crypto: 'conflict' },
  });
}
