'use client';

import { useQuery } from '@tanstack/react-query';
import { ClientBadge } from '../../components/client-badge';
import { FlowProblem, flowProblemOf } from '../../components/flow-problem';
import { LiveMessage } from '../../components/live-message';
import { useI18n } from '../../i18n/i18n-provider';
import { useTRPC } from '../../lib/trpc/trpc';
import { EmailStep } from './email-step';
import { MethodStep } from './method-step';
import { useLoginFlow } from './use-login-flow';

/** The login page of docs/authentication.md, for one login challenge. */
export function LoginFlow({ loginChallenge }: { loginChallenge: string }) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const info = useQuery(trpc.auth.getLoginInfo.queryOptions({ login_challenge: loginChallenge }));
  const flow = useLoginFlow(loginChallenge);
  if (info.isPending) return <p className="muted">{t.common.loading}</p>;
  if (info.isError) return <FlowProblem kind={flowProblemOf(info.error)} error={info.error} />;
  const { identified, redirecting } = flow;
  return (
    <section className="card narrow" aria-labelledby="login-title">
      <h1 id="login-title">{t.login.title}</h1>
      <ClientBadge client={info.data.client} caption={t.login.continueTo(info.data.client.name)} />
      {/* Outside the keyed step, so that screen readers hear it change. */}
      <LiveMessage tone="info">
        {redirecting
          ? t.login.redirecting
          : identified && identified.performed.length > 0
            ? t.login.nextFactor
            : null}
      </LiveMessage>
      {redirecting ? null : identified === null ? (
        <EmailStep loginHint={info.data.login_hint} identify={flow.identify} />
      ) : (
        <MethodStep key={identified.stepNumber} identified={identified} flow={flow} />
      )}
    </section>
  );
}
