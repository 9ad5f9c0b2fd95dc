import { getEnv } from '@coffer/env';
import { AppError } from '../errors/app-error';
import type { Caller } from './caller';
import { findOwnLevel } from './find-own-level';
import { requireAcr } from './require-acr';

export type ProofRequirement = {
  /** The method that reached the account's level must have been used within the window. */
  recent: boolean;
};

/**
 * A sensitive operation's proof (docs/authentication.md#sensitive-operations): the session
 * reached the account's own level, and, for a destructive or key-handing one, did so within
 * the last SENSITIVE_PROOF_MAX_AGE_SECONDS. A session's start is the moment its last method
 * was performed (a sign-in or a step-up completes with it), so its age is that method's.
 * Organization tokens are not a person's session: their operations guard themselves.
 */
export async function requireProof(caller: Caller, { recent }: ProofRequirement): Promise<void> {
  if (caller.kind !== 'user') return;
  // No account's level is above 2: a session at 2 needs no look-up.
  const level = caller.acr >= 2 ? 2 : await findOwnLevel(caller.identityId);
  requireAcr(caller, level);
  if (!recent) return;
  const maxAge = getEnv().auth.sensitiveProofMaxAgeSeconds;
  if ((Date.now() - caller.provedAt.getTime()) / 1000 <= maxAge) return;
  throw new AppError('forbidden', {
    origin: 'acr',
    desc: `confirm it is you: this change needs the account's level proved in the last ${maxAge} seconds`,
    details: { auth_time: 'expired', required_acr: String(level), max_age: String(maxAge) },
  });
}
