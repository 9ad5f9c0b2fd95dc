'use client';

import type { ReactNode } from 'react';
import { useAppSession } from '../lib/session/use-app-session';
import type { Session } from '../lib/trpc/procedure-types';
import { FlowProblem } from './flow-problem';

type SessionGateProps = {
  /** Where the sign-in comes back to, when nobody is signed in. */
  returnTo: string;
  /** Shown while the browser goes to the sign-in. */
  signInText: ReactNode;
  /**
   * The sign-in's address, when the page learns something for it first, or null to stay on
   * the page with `signInText` (use-app-session.ts).
   */
  signInAddress?: () => Promise<string | null>;
  loadingText: string;
  children: (session: Session) => ReactNode;
};

/** A page for the signed-in person: its content once the session is known. */
export function SessionGate(props: SessionGateProps) {
  const { returnTo, signInText, signInAddress, loadingText, children } = props;
  const { session, signedOut } = useAppSession(returnTo, signInAddress);
  if (signedOut) return <div className="muted">{signInText}</div>;
  if (session.isPending) return <p className="muted">{loadingText}</p>;
  if (session.isError) return <FlowProblem kind={null} error={session.error} />;
  return children(session.data);
}
