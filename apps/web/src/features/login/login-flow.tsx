'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ClientBadge } from '../../components/client-badge';
import { FlowProblem, flowProblemOf } from '../../components/flow-problem';
import { LiveMessage } from '../../components/live-message';
import type { Dictionary } from '../../i18n/dictionaries';
import { useI18n } from '../../i18n/use-i18n';
import type { Amr } from '../../lib/amr';
import { OWN_CLIENT_ID } from '../../lib/own-client';
import {
  rememberedInvitation,
  rememberedProvisionsLink,
  type InvitationContext,
} from '../../lib/sign-in-context';
import { useTRPC } from '../../lib/trpc/trpc';
import { EmailOrPasskey } from './email-or-passkey';
import { keptCodeStep } from './kept-code-step';
import { MethodStep } from './method-step';
import { useLoginFlow } from './use-login-flow';
import { useTypedEmailStart } from './use-typed-email-start';

/** The login page of docs/authentication.md, for one login challenge. */
export function LoginFlow({ loginChallenge }: { loginChallenge: string }) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const info = useQuery(trpc.auth.getLoginInfo.queryOptions({ login_challenge: loginChallenge }));
  const flow = useLoginFlow(loginChallenge);
  const [invitation, setInvitation] = useState<InvitationContext | null>(null);
  const [provisions, setProvisions] = useState<string | null>(null);
  const ownClient = info.data?.client.id === OWN_CLIENT_ID;
  useEffect(() => {
    if (!ownClient) return;
    setInvitation(rememberedInvitation());
    setProvisions(rememberedProvisionsLink());
  }, [ownClient]);
  const stepUpFailed = useStepUpStart(info.data, flow);
  const resumed = useCodeStepResume(loginChallenge, info.data, flow);
  const typedEmailPending = useTypedEmailStart(info.data, ownClient, flow);
  if (info.isPending) return <p className="muted">{t.common.loading}</p>;
  if (info.isError) return <FlowProblem kind={flowProblemOf(info.error)} error={info.error} />;
  const { identified, redirecting } = flow;
  // A step-up's session signed out in another tab ends the request: its carried methods
  // prove nothing (docs/authentication.md#step-up-in-the-same-browser).
  const stepUpStarted = info.data.performed_amrs.length > 0;
  if (flow.ended) {
    return stepUpStarted ? (
      <FlowProblem
        kind="session_ended"
        restart={`/oauth2/auth?login_challenge=${encodeURIComponent(loginChallenge)}`}
      />
    ) : (
      <FlowProblem kind="expired" />
    );
  }
  const stepUp = stepUpStarted && info.data.login_hint !== null && !stepUpFailed;
  return (
    <section className="card narrow" aria-labelledby="login-title">
      <h1 id="login-title">{t.login.title}</h1>
      <ClientBadge client={info.data.client} caption={t.login.continueTo(info.data.client.name)} />
      {invitation ? (
        <p className="invitation-context">
          {t.journeys.invitation.loginContext(invitation.organization, invitation.title)}
        </p>
      ) : provisions ? (
        <p className="invitation-context">{t.journeys.provisions.loginContext(provisions)}</p>
      ) : null}
      {/* Outside the keyed step, so that screen readers hear it change. */}
      <LiveMessage tone="info">
        {redirecting
          ? t.login.redirecting
          : identified?.carried
            ? carriedText(identified.performed, t)
            : identified && identified.performed.length > 0
              ? t.login.nextFactor
              : null}
      </LiveMessage>
      {redirecting ? null : identified === null ? (
        stepUp || resumed.pending || typedEmailPending ? (
          <p className="muted">{t.common.loading}</p>
        ) : (
          <EmailOrPasskey loginHint={resumed.email ?? info.data.login_hint} flow={flow} />
        )
      ) : (
        <MethodStep
          key={identified.stepNumber}
          identified={identified}
          flow={flow}
          ownClient={ownClient}
        />
      )}
    </section>
  );
}

/** What the session stepped up from really used (its amr): a password is no emailed code. */
function carriedText(performed: readonly Amr[], t: Dictionary): string {
  const { carried, carriedBy, and } = t.journeys.stepUp;
  return carried(performed.map((method) => carriedBy[method]).join(and));
}

/**
 * A reload at the code step (kept-code-step.ts): the same email is named again, and the code
 * already mailed is asked for. The email, and whether that is still under way.
 */
function useCodeStepResume(
  loginChallenge: string,
  info: { performed_amrs: string[] } | undefined,
  flow: ReturnType<typeof useLoginFlow>,
): { email: string | null; pending: boolean } {
  const started = useRef(false);
  const [email, setEmail] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const { identify } = flow;
  useEffect(() => {
    // A step-up names its identity by itself (useStepUpStart).
    if (started.current || info === undefined || info.performed_amrs.length > 0) return;
    started.current = true;
    const kept = keptCodeStep(loginChallenge);
    if (kept === null) return;
    setEmail(kept.email);
    setPending(true);
    identify(kept.email, { resendAt: kept.resendAt, problem: null })
      .catch(() => undefined)
      .finally(() => {
        setPending(false);
      });
  }, [loginChallenge, info, identify]);
  return { email, pending };
}

/**
 * A step-up (docs/authentication.md#step-up-in-the-same-browser) names its identity by
 * itself: the session's email is known, and another one would be refused. Once per page;
 * whether that failed (the email form then shows, with the email filled in, to try again).
 */
function useStepUpStart(
  info: { login_hint: string | null; performed_amrs: string[] } | undefined,
  flow: ReturnType<typeof useLoginFlow>,
): boolean {
  const started = useRef(false);
  const [failed, setFailed] = useState(false);
  const { identify } = flow;
  useEffect(() => {
    if (started.current || !info?.login_hint || info.performed_amrs.length === 0) return;
    started.current = true;
    identify(info.login_hint).catch(() => {
      setFailed(true);
    });
  }, [info, identify]);
  return failed;
}
