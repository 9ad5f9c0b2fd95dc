'use client';

import { useQuery } from '@tanstack/react-query';
import { FlowProblem, flowProblemOf } from '../../components/flow-problem';
import { useI18n } from '../../i18n/use-i18n';
import { useTRPC } from '../../lib/trpc/trpc';
import { ConsentForm } from './consent-form';

/** The consent page of docs/authentication.md, for one consent challenge. */
export function ConsentFlow({ consentChallenge }: { consentChallenge: string }) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const info = useQuery(
    trpc.auth.getConsentInfo.queryOptions({ consent_challenge: consentChallenge }),
  );
  if (info.isPending) return <p className="muted">{t.common.loading}</p>;
  if (info.isError) return <FlowProblem kind={flowProblemOf(info.error)} error={info.error} />;
  return <ConsentForm consentChallenge={consentChallenge} info={info.data} />;
}
