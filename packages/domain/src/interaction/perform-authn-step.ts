import type { z } from 'zod';
import { getDb } from '@coffer/db';
import {
  clearAuthnFailures,
  getPasswordParams,
  prepareEmailedCode,
  startWebauthnAuthentication,
  verifyEmailedCode,
  verifyPassword,
  verifyRecoveryCode,
  verifyTotp,
  verifyWebauthnAuthentication,
  type AuthnSource,
  type SucceededAttempts,
} from '../authn-methods';
import { AppError } from '../errors/app-error';
import type { PasswordUnlockerParams } from '../key-storage/password-unlocker-params';
import { computeAcr } from '../oidc/acr';
import { stepMetadataSchemas, type AmrValue } from './authn-step-schemas';
import { challengeMovedOn } from './challenge-moved-on';
import { chooseNextMethod } from './choose-next-method';
import { completeLogin, type CompletedLogin } from './complete-login';
import { endStepUpChallenge } from './end-step-up-challenge';
import { findStepChallenge, type StepChallenge } from './find-step-challenge';

export type AuthnStep = { identity_id: string; method_name: AmrValue; metadata?: unknown };

/**
 * After a proved password, for Coffer's own pages: the account's password unlocker, so that
 * the page remakes its KEK from the password it holds, and the person does not type it again
 * to open their keys (docs/key-model.md#what-the-pages-do).
 */
type Unlocks = { password_unlocker?: PasswordUnlockerParams };

export type AuthnStepResult =
  | { authn_step: { identity_id: string; method_name: AmrValue; metadata: unknown } }
  | ({
      next: 'authn_step';
      authn_step: { identity_id: string; method_name: string; metadata: null };
    } & Unlocks)
  | ({ next: 'redirect' } & CompletedLogin & Unlocks);

/**
 * POST /api/authn-steps: without metadata, prepares a method (sends the code, returns the
 * password parameters or the WebAuthn options); with metadata, performs it. Once the
 * performed methods reach the required acr (or no stronger method is available), the login
 * is complete and the browser is sent on to consent or back to the client.
 */
export async function performAuthnStep(options: {
  loginChallenge: string;
  step: AuthnStep;
  sessionToken: string | undefined;
  /** The browser's key and address: the challenge must be this browser's, and the lockout
   * counts per source. */
  source: AuthnSource;
}): Promise<AuthnStepResult> {
  const { source } = options;
  const { identity_id: identityId, method_name: method } = options.step;
  const challenge = await findStepChallenge({
    loginChallenge: options.loginChallenge,
    browserKey: source.browserKey,
    withPasswordHash:
      method === 'identity:prehashed_password' && options.step.metadata !== undefined,
  });
  if (challenge.identityId !== identityId) {
    throw new AppError('forbidden', {
      origin: 'body',
      desc: 'this sign-in request is for another identity; name the identity first',
      details: { identity_id: 'forbidden' },
    });
  }
  if (challenge.sessionId !== null) {
    throw new AppError('conflict', {
      origin: 'body',
      desc: 'this sign-in is already authenticated',
      details: { login_challenge: 'conflict' },
    });
  }
  if (challenge.stepUpSourceEnded) throw await endStepUpChallenge(challenge.id);
  const available = challenge.availableAmrs;
  if (!available.includes(method)) {
    throw new AppError('forbidden', {
      origin: 'body',
      desc: `${method} is not configured for this identity`,
      details: { method_name: 'invalid' },
    });
  }
  if (options.step.metadata === undefined) {
    const metadata = await prepare(method, identityId, challenge.id, source);
    return { authn_step: { identity_id: identityId, method_name: method, metadata } };
  }
  // The verified attempt's failure series is cleared with the step's own write below.
  const succeeded: SucceededAttempts = [];
  await perform(method, identityId, challenge, options.step.metadata, succeeded, source);
  // Read with the challenge (for Coffer's own client, with the password hash): told only
  // now that the password is proved.
  const unlocks: Unlocks =
    challenge.passwordUnlocker === null ? {} : { password_unlocker: challenge.passwordUnlocker };

  const performed = [...new Set([...challenge.performedAmr, method])];
  const next = chooseNextMethod(available, performed);
  if (computeAcr(performed) < challenge.requiredAcr && next !== null) {
    for (const attempt of succeeded) await clearAuthnFailures(attempt);
    // Still this identity's and not yet completed: the performed methods are its own.
    const recorded = await getDb().loginChallenge.updateMany({
      where: { id: challenge.id, identityId, sessionId: null },
      data: { performedAmr: performed },
    });
    if (recorded.count !== 1) throw challengeMovedOn();
    return {
      next: 'authn_step',
      authn_step: { identity_id: identityId, method_name: next, metadata: null },
      ...unlocks,
    };
  }
  // A step-up that cannot reach its level does not end in a new session: the session it
  // starts from stays the person's, and a new one, started now with only the mailbox, would
  // pass for a recent proof of the second method it carried (docs/authentication.md#recent-proving-it-again).
  if (challenge.isStepUp && computeAcr(performed) < challenge.requiredAcr) {
    throw new AppError('forbidden', {
      origin: 'body',
      desc: 'this step does not reach the level this sign-in goes on to; no other method can',
      details: { method_name: 'invalid' },
    });
  }
  const completed = await completeLogin({
    challenge,
    identityId,
    performedAmr: performed,
    previousSessionToken: options.sessionToken,
    succeeded,
  });
  return { next: 'redirect', ...completed, ...unlocks };
}

async function prepare(
  method: AmrValue,
  identityId: string,
  loginChallengeId: string,
  source: AuthnSource,
): Promise<unknown> {
  switch (method) {
    case 'identity:emailed_code':
      await prepareEmailedCode({ identityId, loginChallengeId, source });
      return null;
    case 'identity:prehashed_password':
      return { params: await getPasswordParams({ identityId }) };
    case 'webauthn:webauthn':
      return startWebauthnAuthentication({ identityId, loginChallengeId });
    case 'totp:totp':
    case 'totp:recovery':
      return null;
  }
}

async function perform(
  method: AmrValue,
  identityId: string,
  challenge: Pick<StepChallenge, 'id' | 'passwordHash'>,
  metadata: unknown,
  succeeded: SucceededAttempts,
  source: AuthnSource,
): Promise<void> {
  const loginChallengeId = challenge.id;
  switch (method) {
    case 'identity:emailed_code':
      return verifyEmailedCode({
        identityId,
        loginChallengeId,
        ...parseMetadata(method, metadata),
        succeeded,
        source,
      });
    case 'identity:prehashed_password':
      return verifyPassword({
        identityId,
        hashBase64: parseMetadata(method, metadata).hash_base64,
        passwordHash: challenge.passwordHash,
        succeeded,
        source,
      });
    case 'totp:totp':
      return verifyTotp({
        identityId,
        code: parseMetadata(method, metadata).code,
        succeeded,
        source,
      });
    case 'totp:recovery':
      return verifyRecoveryCode({
        identityId,
        recoveryCode: parseMetadata(method, metadata).recovery_code,
        succeeded,
        source,
      });
    case 'webauthn:webauthn':
      return verifyWebauthnAuthentication({
        identityId,
        loginChallengeId,
        response: parseMetadata(method, metadata),
        succeeded,
        source,
      });
  }
}

function parseMetadata<Method extends AmrValue>(
  method: Method,
  metadata: unknown,
): z.output<(typeof stepMetadataSchemas)[Method]> {
  const parsed = stepMetadataSchemas[method].safeParse(metadata);
  if (!parsed.success) {
    throw new AppError('bad_request', {
      origin: 'body',
      desc: `metadata does not fit ${method}`,
      details: { metadata: 'malformed' },
    });
  }
  return parsed.data as z.output<(typeof stepMetadataSchemas)[Method]>;
}
