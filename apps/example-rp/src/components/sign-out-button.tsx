'use client';

import { signOut } from 'next-auth/react';
import { usePending } from './use-pending';

/** Ends this app's session, then Coffer's (RP-initiated logout), which sends the browser back. */
export function SignOutButton() {
  const { pending, failed, run } = usePending();
  const signOutEverywhere = async () => {
    const response = await fetch('/api/end-session', { method: 'POST' });
    if (!response.ok) throw new Error(`end-session answered ${response.status}`);
    const { url } = (await response.json()) as { url: string };
    await signOut({ redirect: false });
    window.location.assign(url);
  };
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={pending}
        aria-busy={pending}
        onClick={() => run(signOutEverywhere)}
      >
        Sign out
      </button>
      {failed && (
        <p role="alert" className="alert">
          Signing out failed. Try again.
        </p>
      )}
    </>
  );
}
