import { z } from 'zod';
import { cryptogramSchema, keyShareBytesSchema, shareHashSchema } from '../boxes/wire-schemas';

/**
 * A box key share as a box admin sends it (box creation `key_share`, state.key_share
 * `extra`): docs/crypto.md without the box id.
 */
export const keyShareSchema = z.strictObject({
  service_share: keyShareBytesSchema,
  invitation_share_hash: shareHashSchema,
  encrypted_invitation_key_share: cryptogramSchema,
});

export type KeyShareInput = z.infer<typeof keyShareSchema>;
