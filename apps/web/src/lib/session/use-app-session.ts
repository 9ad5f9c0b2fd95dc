import { useEffect } from 'react';
import { ApiError } from '../api/api-error';
import { apiFetch } from '../api/api-fetch';
import type { SessionInfo } from '../api/api-types';
import { takeCsrfTokenFromFragment } from '../api/csrf-token';
import { goTo, signInUrl } from '../navigation';
import { useApiResource } from '../use-api-resource';

/**
 * The app's session on a signed-in page: the CSRF token from the sign-in redirect (or the
 * server after a reload), then who is signed in. Nobody signed in: off to the sign-in,
 * back to `returnTo` afterwards.
 */
export function useAppSession(returnTo: string) {
  const session = useApiResource(async () => {
    takeCsrfTokenFromFragment();
    return apiFetch<SessionInfo>('/auth/session', { session: true });
  });
  const signedOut =
    session.status === 'failed' &&
    session.error instanceof ApiError &&
    session.error.status === 401;
  useEffect(() => {
    if (signedOut) goTo(signInUrl(returnTo));
  }, [signedOut, returnTo]);
  return { ...session, signedOut };
}
