import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../api/api-error';
import { toApiError } from '../api/to-api-error';
import { goTo, signInUrl } from '../navigation';
import { useTRPC } from '../trpc/trpc';

/**
 * Who is signed in, on a page of the app (the CSRF token it needs comes from the sign-in
 * redirect, or the server after a reload). Nobody signed in: off to the sign-in, back to
 * `returnTo` afterwards.
 */
export function useAppSession(returnTo: string) {
  const trpc = useTRPC();
  const session = useQuery(trpc.auth.getSession.queryOptions());
  const error = toApiError(session.error);
  const signedOut = error instanceof ApiError && error.status === 401;
  useEffect(() => {
    if (signedOut) goTo(signInUrl(returnTo));
  }, [signedOut, returnTo]);
  return { session, signedOut };
}
