/**
 * The key storage as a page drives it, with the real cryptography of @coffer/crypto: a root
 * key, unlockers sealed under each kind of KEK, entries sealed under the root key. The
 * server never opens them; the tests do, to show that what comes back is what was sealed.
 */
import { randomUUID } from 'node:crypto';
import { getDb } from '@coffer/db';
import {
  createDeviceKek,
  createRecoveryKey,
  createRootKey,
  createUnlockerPasswordParams,
  encodeBase64Url,
  encryptEntry,
  formatBoxPublicKey,
  generateBoxKeyPair,
  passkeyKek,
  passwordKek,
  randomBytes,
  recoveryKek,
  wrapRootKey,
  type EntryKind,
} from '@coffer/crypto';
import { createIdentity, createUserSession, randomEmail } from '@coffer/domain/test-factories';
import { createRestClient } from '../../../../test/rest-client';

export const call = createRestClient();

export async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** A person signed in at the given acr (2 by default: the storage needs it). */
export async function signedIn(options: { acr?: number; email?: string } = {}) {
  const identity = await createIdentity({ email: options.email ?? randomEmail() });
  const session = await createUserSession({ identityId: identity.id, acr: options.acr ?? 2 });
  return { identity, headers: () => session.headers() };
}

export type Person = Awaited<ReturnType<typeof signedIn>>;

/**
 * A passkey of the identity, as registration stores it (the storage only needs it to exist
 * and be the identity's: WebAuthn itself has its own tests).
 */
export async function registerPasskey(identityId: string): Promise<string> {
  const id = encodeBase64Url(randomBytes(16));
  await getDb().webauthnCredential.create({
    data: { id, identityId, name: 'A passkey', publicKey: Buffer.from(randomBytes(77)) },
  });
  return id;
}

export type UnlockerKind = 'password' | 'passkey' | 'recovery' | 'device';

export type SealedUnlocker = {
  id: string;
  kind: UnlockerKind;
  name: string;
  kek_params: Record<string, unknown>;
  nonce: string;
  wrapped_root_key: string;
};

/** What the page keeps: the account, its root key, and the KEKs it sealed it under. */
export type Keys = { accountId: string; rootKey: Uint8Array<ArrayBuffer> };

/** The KEK and parameters of a new unlocker of `kind`, made as the page makes them. */
async function newKek(
  kind: UnlockerKind,
  options: { credentialId?: string; password?: string },
): Promise<{ kek: CryptoKey; kekParams: Record<string, unknown> }> {
  switch (kind) {
    case 'password': {
      const params = createUnlockerPasswordParams();
      return {
        kek: await passwordKek(options.password ?? 'correct horse battery staple', params),
        kekParams: { ...params },
      };
    }
    case 'passkey':
      if (!options.credentialId) throw new Error('a passkey unlocker needs its credential');
      // The authenticator's PRF result: 32 bytes only that passkey reproduces.
      return {
        kek: await passkeyKek(randomBytes(32)),
        kekParams: { credential_id: options.credentialId },
      };
    case 'recovery':
      return { kek: await recoveryKek(createRecoveryKey().bytes), kekParams: {} };
    case 'device':
      return { kek: await createDeviceKek(), kekParams: {} };
  }
}

/** A new unlocker sealing the root key, and its KEK (to open it again). */
export async function sealUnlocker(
  keys: Keys,
  kind: UnlockerKind,
  options: { id?: string; credentialId?: string; password?: string; name?: string } = {},
): Promise<{ unlocker: SealedUnlocker; kek: CryptoKey }> {
  const id = options.id ?? randomUUID();
  const { kek, kekParams } = await newKek(kind, options);
  const sealed = await wrapRootKey(keys.rootKey, kek, {
    accountId: keys.accountId,
    unlockerId: id,
  });
  return {
    unlocker: { id, kind, name: options.name ?? `My ${kind}`, kek_params: kekParams, ...sealed },
    kek,
  };
}

export type SealedEntry = { kind: EntryKind; name: string; ciphertext: string };

/** An entry sealed under the root key: an identity key named by its public key, or a box key. */
export async function sealEntry(
  keys: Keys,
  kind: EntryKind,
  options: { name?: string; secret?: Uint8Array } = {},
): Promise<SealedEntry & { secret: Uint8Array }> {
  const keyPair = await generateBoxKeyPair();
  const name =
    options.name ??
    (kind === 'identity_key' ? formatBoxPublicKey(keyPair.publicKey) : randomUUID());
  const secret = options.secret ?? keyPair.secretKey.bytes;
  const ciphertext = await encryptEntry(
    keys.rootKey,
    { accountId: keys.accountId, kind, name },
    secret,
  );
  return { kind, name, ciphertext, secret };
}

/**
 * A person at acr 2 whose storage is set up through the API: an account made with their
 * passkey, a passkey and a recovery unlocker, and one identity key.
 */
export async function personWithStorage(person?: Person) {
  const owner = person ?? (await signedIn());
  const credentialId = await registerPasskey(owner.identity.id);
  const keys: Keys = { accountId: randomUUID(), rootKey: createRootKey() };
  const passkey = await sealUnlocker(keys, 'passkey', { credentialId });
  const recovery = await sealUnlocker(keys, 'recovery');
  const identityKey = await sealEntry(keys, 'identity_key');
  const response = await call('POST', `/identities/${owner.identity.id}/storage`, owner.headers(), {
    account_id: keys.accountId,
    unlockers: [passkey.unlocker, recovery.unlocker],
    entries: [
      { kind: identityKey.kind, name: identityKey.name, ciphertext: identityKey.ciphertext },
    ],
  });
  if (response.status !== 201) {
    throw new Error(`the storage set-up answered ${response.status}: ${await response.text()}`);
  }
  return { ...owner, keys, credentialId, passkey, recovery, identityKey };
}

export type PersonWithStorage = Awaited<ReturnType<typeof personWithStorage>>;

/** Every row of the key storage, to show that a refusal changed nothing. */
export async function storageRows() {
  const db = getDb();
  return {
    accounts: await db.account.count(),
    unlockers: await db.unlocker.findMany({ orderBy: { id: 'asc' } }),
    entries: await db.storageEntry.findMany({
      orderBy: [{ accountId: 'asc' }, { kind: 'asc' }, { name: 'asc' }],
    }),
    credentials: await db.webauthnCredential.count(),
  };
}
