import { z } from 'zod';
import { passwordParamsSchema } from '../authn-methods/password/prehashed-password-schema';
import { credentialIdSchema } from '../authn-methods/webauthn/webauthn-schemas';
import { naclPublicKeySchema } from '../identities/identity-schemas';

// The wire formats of the key storage (docs/crypto.md "Key model"). The server never opens
// what it stores, so it checks what it can: shapes, encodings and exact lengths.

const LOWER_CASE_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * An id the browser chooses (an account's at set-up, an unlocker's): it is sealed into
 * additional data, where "ABC…" and "abc…" are other bytes, and PostgreSQL answers ids in
 * lower case, so only that spelling is taken.
 */
export const browserIdSchema = z
  .string()
  .regex(LOWER_CASE_UUID, 'must be a lower-case UUID (it is sealed into additional data)');

/** An AES-GCM nonce: 12 bytes are exactly 16 characters. */
const unlockerNonceSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16}$/, 'must be 12 bytes of unpadded url-safe base64');

/** The sealed root key, 32 bytes and a 16-byte tag: exactly 64 characters. */
const wrappedRootKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{64}$/, 'must be 48 bytes of unpadded url-safe base64');

export const unlockerNameSchema = z.string().trim().min(1).max(100);

export const UNLOCKER_KINDS = ['password', 'passkey', 'recovery', 'device'] as const;
export type UnlockerKindName = (typeof UNLOCKER_KINDS)[number];

/** What remakes each kind's KEK; the password's Argon2id parameters have their own salt. */
export const kekParamsSchemas = {
  password: passwordParamsSchema,
  passkey: z.strictObject({
    credential_id: credentialIdSchema.describe(
      "The passkey's credential id (url-safe base64): a credential of one of the account's identities",
    ),
  }),
  recovery: z.strictObject({}),
  device: z.strictObject({}),
} as const satisfies Record<UnlockerKindName, z.ZodType>;

export const kekParamsSchema = z
  .union([kekParamsSchemas.password, kekParamsSchemas.passkey, kekParamsSchemas.recovery])
  .meta({ id: 'KekParams', description: "What remakes an unlocker's KEK, by its kind" });
export type KekParams = z.infer<typeof kekParamsSchema>;

function unlockerOf<Kind extends UnlockerKindName>(kind: Kind) {
  return z.strictObject({
    id: browserIdSchema,
    kind: z.literal(kind),
    name: unlockerNameSchema,
    kek_params: kekParamsSchemas[kind],
    nonce: unlockerNonceSchema,
    wrapped_root_key: wrappedRootKeySchema,
  });
}

/** A new unlocker, as the browser made it. */
export const newUnlockerSchema = z
  .discriminatedUnion('kind', [
    unlockerOf('password'),
    unlockerOf('passkey'),
    unlockerOf('recovery'),
    unlockerOf('device'),
  ])
  .meta({ id: 'NewUnlocker', description: 'A new unlocker, as the browser made it' });
export type NewUnlocker = z.infer<typeof newUnlockerSchema>;

/** An unlocker sealed again (new KEK parameters, nonce and sealed root key), its kind kept. */
export const unlockerRewrapSchema = {
  name: unlockerNameSchema.optional().describe('A new name; absent keeps the current one'),
  kek_params: kekParamsSchema.describe("The KEK's parameters, of the unlocker's kind"),
  nonce: unlockerNonceSchema,
  wrapped_root_key: wrappedRootKeySchema,
};

/** The password unlocker sealed under the new password, given with a password reset. */
export const passwordUnlockerSchema = z.strictObject({
  id: browserIdSchema,
  name: unlockerNameSchema.optional().describe("Absent: the replaced unlocker's name"),
  kek_params: passwordParamsSchema,
  nonce: unlockerNonceSchema,
  wrapped_root_key: wrappedRootKeySchema,
});
export type PasswordUnlocker = z.infer<typeof passwordUnlockerSchema>;

export const ENTRY_KINDS = ['identity_key', 'box_key'] as const;
export type EntryKindName = (typeof ENTRY_KINDS)[number];
export const entryKindSchema = z.enum(ENTRY_KINDS);

/** Entry names: at most 200 characters, then the kind's own form. */
export const entryNameSchema = z.string().min(1).max(200);

const entryNameOf: Record<EntryKindName, z.ZodType<string>> = {
  // The key model's identity keys (and provision keys) are X25519 keys, one spelling each.
  identity_key: naclPublicKeySchema,
  box_key: browserIdSchema,
};

/** Whether `name` is an entry name of `kind`: a public key string, or a box id. */
function isEntryName(kind: EntryKindName, name: string): boolean {
  return entryNameOf[kind].safeParse(name).success;
}

// Canonical unpadded url-safe base64 of any length: whole groups of four, then 2 or 3
// characters whose last one has zero spare bits (one spelling per byte string).
const CANONICAL_BASE64URL =
  /^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-][AQgw]|[A-Za-z0-9_-]{2}[AEIMQUYcgkosw048])?$/;

/** nonce (12) ‖ ciphertext ‖ tag (16): 28 bytes at least, canonical unpadded url-safe base64. */
export const entryCiphertextSchema = z
  .string()
  .min(38, 'must be at least 28 bytes (a nonce and a tag)')
  .regex(CANONICAL_BASE64URL, 'must be canonical unpadded url-safe base64');

/** Bytes of a canonical unpadded url-safe base64 text. */
export function decodedLength(text: string): number {
  return Math.floor((text.length * 3) / 4);
}

/** An entry's name must be of its kind's form (a refinement: the kind is another field). */
export function refineEntryName(
  entry: { kind: EntryKindName; name: string },
  context: z.RefinementCtx,
): void {
  if (!isEntryName(entry.kind, entry.name)) {
    context.addIssue({
      code: 'custom',
      path: ['name'],
      message: 'an identity_key is named by its X25519 public key, a box_key by its box id',
    });
  }
}

export const newEntrySchema = z
  .strictObject({ kind: entryKindSchema, name: entryNameSchema, ciphertext: entryCiphertextSchema })
  .superRefine(refineEntryName);
export type NewEntry = z.infer<typeof newEntrySchema>;
