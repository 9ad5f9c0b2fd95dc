import type { Prisma } from '@coffer/db';
import { z } from 'zod';

// A provision as its organization reads it back: what box creation must send again in
// crypto.provisions for the same email (docs/boxes.md), nothing the organization did not send.

export const organizationProvisionSchema = z
  .object({
    email: z.string(),
    public_key: z.string().describe('The X25519 public key of the provision'),
    service_key_share: z.string(),
    user_key_share_hash: z.string().describe("SHA-512 of the link's user share, url-safe base64"),
    created_at: z.iso.datetime(),
  })
  .meta({
    id: 'OrganizationProvision',
    description: 'A provision as its organization reads it back',
  });
export type OrganizationProvision = z.infer<typeof organizationProvisionSchema>;

export const organizationProvisionSelect = {
  email: true,
  publicKey: true,
  serviceKeyShare: true,
  userKeyShareHash: true,
  createdAt: true,
} as const satisfies Prisma.ProvisionSelect;

type OrganizationProvisionRow = Prisma.ProvisionGetPayload<{
  select: typeof organizationProvisionSelect;
}>;

export function toOrganizationProvision(row: OrganizationProvisionRow): OrganizationProvision {
  return {
    email: row.email,
    public_key: row.publicKey,
    service_key_share: row.serviceKeyShare,
    user_key_share_hash: row.userKeyShareHash,
    created_at: row.createdAt.toISOString(),
  };
}
