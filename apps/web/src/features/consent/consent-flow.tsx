'use client';

import { FlowProblem, flowProblemOf } from '../../components/flow-problem';
import { useI18n } from '../../i18n/i18n-provider';
import { apiFetch } from '../../lib/api/api-fetch';
import type { ConsentInfo } from '../../lib/api/api-types';
import { useApiResource } from '../../lib/use-api-resource';
import { ConsentForm } from './consent-form';

/** The consent page of contract §6, for one consent challenge. */
export function ConsentFlow({ consentChallenge }: { consentChallenge: string }) {
  const { t } = useI18n();
  const info = useApiResource(() =>
    apiFetch<ConsentInfo>(
      `/auth/consent/info?consent_challenge=${encodeURIComponent(consentChallenge)}`,
    ),
  );
  if (info.status === 'loading') return <p className="muted">{t.common.loading}</p>;
  if (info.status === 'failed') {
    return <FlowProblem kind={flowProblemOf(info.error)} error={info.error} />;
  }
  return <ConsentForm consentChallenge={consentChallenge} info={info.data} />;
}
