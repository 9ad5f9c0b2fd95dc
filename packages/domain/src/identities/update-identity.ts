import { getDb, Prisma } from '@coffer/db';
import { lockIdentity } from '../authn-methods/lock-identity';
import { AppError } from '../errors/app-error';
import { reportSecurityEvent } from '../activity/report-security-event';
import { assertSelf } from '../sessions/assert-self';
import type { Caller } from '../sessions/caller';
import { requireAcr } from '../sessions/require-acr';
import { assertPubkeyProof } from './assert-pubkey-proof';
import { identityNotFound } from './identity-errors';
import type { IdentityResource } from './identity-resource';

/** The updatable fields of docs/identities.md; absent ones are left as they are. */
export type IdentityChanges = {
  displayName?: string;
  notifications?: IdentityResource['notifications'];
  pubkey?: string;
  nonIdentifiedPubkey?: string;
  pubkeyAesRsa?: string;
  nonIdentifiedPubkeyAesRsa?: string;
  mfaMethod?: IdentityResource['mfa_method'];
};

/** Proofs of possession of the identified public keys being set (getPubkeyChallenge). */
export type PubkeyProofs = { pubkey?: string; pubkeyAesRsa?: string };

export type UpdateIdentityOptions = {
  identityId: string;
  /** The identity itself; its acr decides whether mfa_method may be turned off. */
  caller: Caller;
  changes: IdentityChanges;
  proofs?: PubkeyProofs;
};

/**
 * Applies the changes in one transaction under the identity's row lock, so that a switch of
 * mfa_method cannot interleave with the removal of the factor it needs (removeTotp and
 * deleteWebauthnCredential take the same lock before checking mfa_method).
 *
 * An identified public key (`pubkey`, `pubkey_aes_rsa`: the keys automatic invitations are
 * addressed to) is set only with a proof that this identity holds its secret key, and belongs
 * to one identity: another identity's key is a 409 (docs/identities.md).
 */
export async function updateIdentity({
  identityId,
  caller,
  changes,
  proofs = {},
}: UpdateIdentityOptions): Promise<void> {
  assertSelf(caller, identityId);
  for (const [field, publicKey, proof] of [
    ['pubkey_proof', changes.pubkey, proofs.pubkey],
    ['pubkey_aes_rsa_proof', changes.pubkeyAesRsa, proofs.pubkeyAesRsa],
  ] as const) {
    if (publicKey !== undefined) assertPubkeyProof({ identityId, publicKey, proof, field });
  }
  try {
    await applyChanges({ identityId, caller, changes });
  } catch (error) {
    // The unique index settles two identities claiming one key at the same moment.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      throw pubkeyTaken(changes.pubkey ? 'pubkey' : 'pubkey_aes_rsa');
    }
    throw error;
  }
}

async function applyChanges({ identityId, caller, changes }: UpdateIdentityOptions) {
  await getDb().$transaction(async (tx) => {
    const identity = await lockIdentity(tx, identityId);
    if (!identity) throw identityNotFound();
    if (changes.mfaMethod !== undefined) {
      await assertMfaMethodPossible(tx, {
        identityId,
        caller,
        current: identity.mfaMethod,
        next: changes.mfaMethod,
      });
    }
    for (const [field, column] of [
      ['pubkey', 'pubkey'],
      ['pubkey_aes_rsa', 'pubkeyAesRsa'],
    ] as const) {
      const publicKey = changes[column];
      if (publicKey === undefined) continue;
      const holder = await tx.identity.findFirst({
        where: { [column]: publicKey, id: { not: identityId } },
        select: { id: true },
      });
      if (holder) throw pubkeyTaken(field);
    }
    const keysBefore = await tx.identity.findUniqueOrThrow({
      where: { id: identityId },
      select: KEY_COLUMNS,
    });
    await tx.identity.update({ where: { id: identityId }, data: changes, select: { id: true } });
    // New keys change who can read what organizations send the person: they hear of it.
    const keysChanged = (Object.keys(KEY_COLUMNS) as (keyof typeof KEY_COLUMNS)[]).some(
      (column) => changes[column] !== undefined && changes[column] !== keysBefore[column],
    );
    if (keysChanged) {
      await reportSecurityEvent(tx, { identityId, event: 'identity_keys_changed', caller });
    }
  });
}

const KEY_COLUMNS = {
  pubkey: true,
  pubkeyAesRsa: true,
  nonIdentifiedPubkey: true,
  nonIdentifiedPubkeyAesRsa: true,
} as const;

function pubkeyTaken(field: 'pubkey' | 'pubkey_aes_rsa'): AppError {
  return new AppError('conflict', {
    origin: 'body',
    desc: 'this public key belongs to another identity',
    details: { [field]: 'conflict' },
  });
}

async function assertMfaMethodPossible(
  tx: Prisma.TransactionClient,
  options: { identityId: string; caller: Caller; current: string; next: string },
): Promise<void> {
  const { identityId, caller, current, next } = options;
  if (next === 'disabled') {
    // Turning a second factor off lowers what every later sign-in needs: only a session
    // that already met that level may do it (a level-1 session can predate the factor).
    if (current !== 'disabled') requireAcr(caller, 2);
    return;
  }
  const configured =
    next === 'totp'
      ? await tx.totpSecret.count({ where: { identityId, confirmedAt: { not: null } } })
      : await tx.webauthnCredential.count({ where: { identityId } });
  if (configured === 0) {
    throw new AppError('conflict', {
      origin: 'body',
      desc:
        next === 'totp'
          ? 'set up an authenticator app before choosing totp'
          : 'register a security key before choosing webauthn',
      details: { mfa_method: 'conflict' },
    });
  }
}
