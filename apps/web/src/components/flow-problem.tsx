'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useI18n } from '../i18n/use-i18n';
import { ApiError } from '../lib/api/api-error';
import { describeApiError } from '../lib/describe-api-error';
import { signInUrl } from '../lib/navigation';
import { signInReturn } from '../lib/sign-in-context';
import { useTRPC } from '../lib/trpc/trpc';

export type FlowProblemKind =
  | 'missing'
  | 'not_found'
  | 'expired'
  | 'other_browser'
  /** A step-up whose session was signed out (or ended) before its second method. */
  | 'session_ended';

/** Why a login or consent request cannot go on, from the error of its first call. */
export function flowProblemOf(failure: unknown): FlowProblemKind | null {
  if (!(failure instanceof ApiError)) return null;
  const error = failure;
  if (error.status === 410) return 'expired';
  if (error.status === 404) return 'not_found';
  if (isOtherBrowser(error)) return 'other_browser';
  // A challenge that is not even shaped like one cannot exist either.
  if (error.status === 400 && isChallengeField(error)) return 'not_found';
  return null;
}

function isChallengeField(error: ApiError): boolean {
  return (
    error.detail('login_challenge') !== undefined || error.detail('consent_challenge') !== undefined
  );
}

/** The request was started in another browser (docs/authentication.md). */
export function isOtherBrowser(error: ApiError): boolean {
  return (
    error.status === 403 &&
    (error.detail('login_challenge') === 'forbidden' ||
      error.detail('consent_challenge') === 'forbidden')
  );
}

/**
 * A login or consent page that cannot go on: what happened, and the way on. A step-up whose
 * session was signed out in another tab offers its own request again, so the person lands
 * back at the application that asked (docs/authentication.md#step-up-in-the-same-browser);
 * another spent or unknown request (the back button into a finished sign-in) offers a new
 * sign-in, back to where this tab's last sign-in was going (sign-in-context.ts), unless the
 * person is signed in already (the back button after a finished sign-in): then they go on there.
 */
export function FlowProblem({
  kind,
  error,
  restart,
}: {
  kind: FlowProblemKind | null;
  error?: unknown;
  /** Where the request that ended starts again as its client sent it (a step-up's). */
  restart?: string;
}) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const [signInAgain, setSignInAgain] = useState<string | null>(restart ?? null);
  const [goingTo, setGoingTo] = useState('/inbox');
  const spent =
    kind === 'expired' || kind === 'not_found' || kind === 'missing' || kind === 'session_ended';
  // A signed-out step-up (session_ended) has no session to go on with by definition.
  const session = useQuery({
    ...trpc.auth.getSession.queryOptions(),
    enabled: spent && kind !== 'session_ended',
  });
  useEffect(() => {
    setGoingTo(signInReturn());
    if (spent && restart === undefined) setSignInAgain(signInUrl(signInReturn()));
  }, [spent, restart]);
  if (spent && kind !== 'session_ended' && session.isPending) {
    return <p className="muted">{t.common.loading}</p>;
  }
  if (spent && kind !== 'session_ended' && session.isSuccess) {
    return (
      <section className="card" aria-labelledby="flow-problem-title">
        <h1 id="flow-problem-title">{t.journeys.spent.signedInTitle}</h1>
        <p>{t.journeys.spent.signedIn}</p>
        <p>
          <a className="button" href={goingTo}>
            {t.journeys.spent.goOn}
          </a>
        </p>
      </section>
    );
  }
  const [title, body] =
    kind === 'missing'
      ? [t.flowProblem.missingTitle, t.flowProblem.missing]
      : kind === 'not_found'
        ? [t.flowProblem.notFoundTitle, t.flowProblem.notFound]
        : kind === 'expired'
          ? [t.flowProblem.expiredTitle, t.flowProblem.expired]
          : kind === 'other_browser'
            ? [t.flowProblem.otherBrowserTitle, t.flowProblem.otherBrowser]
            : kind === 'session_ended'
              ? [t.signin.sessionEnded.title, t.signin.sessionEnded.body]
              : [t.errorPage.title, describeApiError(error, t)];
  return (
    <section className="card" aria-labelledby="flow-problem-title">
      <h1 id="flow-problem-title">{title}</h1>
      <p>{body}</p>
      {signInAgain === null ? null : (
        <p>
          <a className="button" href={signInAgain}>
            {t.journeys.spent.signInAgain}
          </a>
        </p>
      )}
      <p>
        <a href="/">{t.common.backHome}</a>
      </p>
    </section>
  );
}
