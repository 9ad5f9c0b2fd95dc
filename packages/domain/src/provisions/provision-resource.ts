import type { Prisma } from '@coffer/db';
import { z } from 'zod';
import { organizationRefSchema } from '../organizations/organization-ref';

// A provision as its holder reads it (docs/key-model.md#provisions): the public key the
// rebuilt secret key is checked against, the organization, and the invitations addressed
// to the provision in the boxes still sent with it.

const provisionInvitationSchema = z
  .object({
    box_id: z.uuid(),
    encrypted_payload: z
      .string()
      .describe("The box's crypto.invitation_data entry for the provision's public key"),
  })
  .meta({
    id: 'ProvisionInvitation',
    description: 'An invitation addressed to a provision, in a box',
  });

export const provisionSummarySchema = z
  .object({
    public_key: z.string().describe('The X25519 public key of the provision'),
    organization: organizationRefSchema,
    invitations: z.array(provisionInvitationSchema).describe('Newest box first'),
  })
  .meta({ id: 'ProvisionSummary', description: 'A provision as its holder lists it' });
export type ProvisionSummary = z.infer<typeof provisionSummarySchema>;

export const provisionResourceSchema = provisionSummarySchema
  .extend({
    service_key_share: z
      .string()
      .describe("The server's share: XORed with the link's user share, the provision secret key"),
  })
  .meta({ id: 'Provision', description: 'A provision as its holder opens it' });
export type ProvisionResource = z.infer<typeof provisionResourceSchema>;

export const provisionSelect = {
  publicKey: true,
  serviceKeyShare: true,
  organization: { select: { id: true, name: true } },
  boxes: {
    select: { box: { select: { id: true, invitationData: true, createdAt: true } } },
    orderBy: { box: { createdAt: 'desc' } },
  },
} as const satisfies Prisma.ProvisionSelect;

type ProvisionRow = Prisma.ProvisionGetPayload<{ select: typeof provisionSelect }>;

export function toProvisionSummary(row: ProvisionRow): ProvisionSummary {
  return {
    public_key: row.publicKey,
    organization: row.organization,
    invitations: row.boxes.flatMap(({ box }) => {
      const payload = invitationTo(box.invitationData, row.publicKey);
      return payload === undefined ? [] : [{ box_id: box.id, encrypted_payload: payload }];
    }),
  };
}

export function toProvisionResource(row: ProvisionRow): ProvisionResource {
  return { ...toProvisionSummary(row), service_key_share: row.serviceKeyShare };
}

/** invitation_data is `{<public key>: <payload>}` as box creation validated it. */
function invitationTo(invitationData: Prisma.JsonValue, publicKey: string): string | undefined {
  if (typeof invitationData !== 'object' || invitationData === null) return undefined;
  if (Array.isArray(invitationData) || !Object.hasOwn(invitationData, publicKey)) {
    return undefined;
  }
  const payload = invitationData[publicKey];
  return typeof payload === 'string' ? payload : undefined;
}
