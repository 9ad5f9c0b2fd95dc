import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { goTo, signInUrl } from '../navigation';
import { useTRPC } from '../trpc/trpc';

/**
 * Who is signed in, on a page of the app (the CSRF token it needs comes from the sign-in
 * redirect, or the server after a reload). Nobody signed in: off to the sign-in, back to
 * `returnTo` afterwards; `signInAddress` may first learn more for the sign-in page (an
 * invitation's sender and email), or answer null to stay: the page then says why (a dead
 * link, before a sign-in that could not help).
 */
export function useAppSession(returnTo: string, signInAddress?: () => Promise<string | null>) {
  const trpc = useTRPC();
  const session = useQuery(trpc.auth.getSession.queryOptions());
  const signedOut = session.error?.status === 401;
  useEffect(() => {
    if (!signedOut) return;
    if (signInAddress === undefined) {
      goTo(signInUrl(returnTo));
      return;
    }
    void signInAddress().then(
      (address) => {
        if (address !== null) goTo(address);
      },
      () => {
        goTo(signInUrl(returnTo));
      },
    );
  }, [signedOut, returnTo, signInAddress]);
  return { session, signedOut };
}
