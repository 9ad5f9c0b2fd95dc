import { z } from 'zod';
import { naclPublicKeySchema } from '../identities/identity-schemas';
import { emailIdentifierSchema } from '../identities/normalize-email';
import { keyShareSchema } from '../key-shares/key-share-schema';
import { BOX_CRYPTO_MAX_ENTRIES, BOX_TITLE_MAX_LENGTH } from './box-limits';
import { boxPublicKeySchema, cryptogramSchema, shareHashSchema } from './wire-schemas';

/** A 32-byte share (an X25519 secret key's): exactly 43 characters, the last carrying 4 bits. */
const x25519ShareSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]$/, 'must be 32 bytes of unpadded url-safe base64');

const boxTitleSchema = z.string().trim().min(1).max(BOX_TITLE_MAX_LENGTH);

function atMostEntries(record: Record<string, unknown>) {
  return Object.keys(record).length <= BOX_CRYPTO_MAX_ENTRIES;
}

/** `{<identity public key>: <payload encrypted to it>}`: automatic invitations. */
const invitationDataSchema = z
  .record(boxPublicKeySchema, cryptogramSchema)
  .refine(atMostEntries, `at most ${BOX_CRYPTO_MAX_ENTRIES} entries`);

/**
 * `{<email>: {public_key, service_key_share, user_key_share_hash}}`: an X25519 key pair made
 * for a data subject who has no keys yet, its secret key split like a key share (the user
 * share travels in the link, docs/crypto.md "Provisions"). Emails are normalised.
 */
const provisionsSchema = z
  .record(
    emailIdentifierSchema,
    z.strictObject({
      public_key: naclPublicKeySchema,
      service_key_share: x25519ShareSchema,
      user_key_share_hash: shareHashSchema,
    }),
  )
  .refine(atMostEntries, `at most ${BOX_CRYPTO_MAX_ENTRIES} entries`);

/** The body of POST /organizations/{oid}/boxes (docs/boxes.md, docs/boxes.md). */
export const newBoxSchema = z.strictObject({
  title: boxTitleSchema,
  owner_org_id: z.uuid(),
  datatag_id: z.uuid(),
  datatag_subject: emailIdentifierSchema,
  public_key: boxPublicKeySchema,
  key_share: keyShareSchema.optional(),
  crypto: z
    .strictObject({
      invitation_data: invitationDataSchema.optional(),
      provisions: provisionsSchema.optional(),
    })
    .optional(),
});

export type NewBox = z.infer<typeof newBoxSchema>;
