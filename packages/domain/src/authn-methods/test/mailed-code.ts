import { createIdentity } from '../../../test/factories';
import { prepareEmailedCode } from '../emailed-code/prepare-emailed-code';
import { createLoginChallenge } from './login-challenge';
import { lastMailedCode } from './outbox';
import { TEST_SOURCE } from './test-source';

/**
 * A new identity's emailed code, mailed for a login challenge of theirs: what
 * `verifyEmailedCode` takes, with the code as it arrived in the outbox.
 */
export async function mailedCode() {
  const identity = await createIdentity();
  const loginChallengeId = await createLoginChallenge(identity.id);
  await prepareEmailedCode({ source: TEST_SOURCE, identityId: identity.id, loginChallengeId });
  const code = await lastMailedCode(identity.identifierValue);
  return {
    identityId: identity.id,
    loginChallengeId,
    code,
    email: identity.identifierValue,
    source: TEST_SOURCE,
  };
}

/** Another six-digit code than `code`: a wrong attempt. */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}
