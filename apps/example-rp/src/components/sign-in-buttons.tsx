'use client';

import { signIn } from 'next-auth/react';
import { COFFER_PROVIDER_ID } from '../auth/provider-id';
import { usePending } from './use-pending';

export function SignInButton() {
  const { pending, failed, run } = usePending();
  return (
    <>
      <button
        type="button"
        className="button primary"
        disabled={pending}
        aria-busy={pending}
        onClick={() => run(() => signIn(COFFER_PROVIDER_ID, { callbackUrl: '/' }))}
      >
        Sign in with Coffer
      </button>
      {failed && <FailureNote />}
    </>
  );
}

/**
 * docs/authentication.md: the client asks for the level (acr_values) and
 * forces the methods to run again (prompt=login), since an active Coffer session would
 * otherwise be reused at its own level.
 */
export function RequireLevelButton({ level }: { level: number }) {
  const { pending, failed, run } = usePending();
  return (
    <>
      <button
        type="button"
        className="button primary"
        disabled={pending}
        aria-busy={pending}
        aria-describedby="require-level-help"
        onClick={() =>
          run(() =>
            signIn(
              COFFER_PROVIDER_ID,
              { callbackUrl: `/?requested_acr=${level}` },
              { acr_values: String(level), prompt: 'login' },
            ),
          )
        }
      >
        Require level {level}
      </button>
      <p id="require-level-help" className="help">
        Signs in again at Coffer with <code>acr_values={level}</code> and <code>prompt=login</code>.
      </p>
      {failed && <FailureNote />}
    </>
  );
}

function FailureNote() {
  return (
    <p role="alert" className="alert">
      Could not reach this app's sign-in endpoint. Try again.
    </p>
  );
}
