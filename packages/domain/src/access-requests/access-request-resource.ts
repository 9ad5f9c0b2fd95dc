import { z } from 'zod';

/**
 * A pending access request as the organization's staff read it (docs/key-model.md
 * #access-requests): who asked for which box, and the key their invitation must be
 * encrypted to (the identity's current `pubkey`).
 */
export const accessRequestSchema = z.object({
  box_id: z.uuid(),
  identity_id: z.uuid(),
  identifier_value: z.string(),
  public_key: z.string().describe("The requester's current identity public key (pubkey)"),
  created_at: z.iso.datetime(),
});

export type AccessRequest = z.infer<typeof accessRequestSchema>;

/** What the requester reads back after asking. */
export const ownAccessRequestSchema = z.object({
  box_id: z.uuid(),
  created_at: z.iso.datetime(),
});

export type OwnAccessRequest = z.infer<typeof ownAccessRequestSchema>;
