import { z } from 'zod';
import { emailIdentifierSchema } from '../identities/normalize-email';
import { keyShareSchema } from '../key-shares/key-share-schema';
import { BOX_CRYPTO_MAX_ENTRIES, BOX_TITLE_MAX_LENGTH } from './box-limits';
import {
  boxPublicKeySchema,
  cryptogramSchema,
  keyShareBytesSchema,
  shareHashSchema,
} from './wire-schemas';

export const boxTitleSchema = z.string().trim().min(1).max(BOX_TITLE_MAX_LENGTH);

function atMostEntries(record: Record<string, unknown>) {
  return Object.keys(record).length <= BOX_CRYPTO_MAX_ENTRIES;
}

/** `{<identity public key>: <payload encrypted to it>}`: automatic invitations. */
export const invitationDataSchema = z
  .record(boxPublicKeySchema, cryptogramSchema)
  .refine(atMostEntries, `at most ${BOX_CRYPTO_MAX_ENTRIES} entries`);

/**
 * `{<email>: {public_key, service_key_share, user_key_share_hash}}`: a key pair made for a
 * data subject who has no keys yet, split like a key share (the user share travels in the
 * link). Emails are normalised.
 */
export const provisionsSchema = z
  .record(
    emailIdentifierSchema,
    z.strictObject({
      public_key: boxPublicKeySchema,
      service_key_share: keyShareBytesSchema,
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
