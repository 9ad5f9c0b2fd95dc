'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { LiveMessage } from '../../components/live-message';
import { RaiseAcrPrompt } from '../../components/raise-acr-prompt';
import { SessionGate } from '../../components/session-gate';
import { useI18n } from '../../i18n/use-i18n';
import { ApiError } from '../../lib/api/api-error';
import { toApiError } from '../../lib/api/to-api-error';
import { describeApiError, requiredAcrOf } from '../../lib/describe-api-error';
import { openProvision } from '../../lib/key-storage/open-provision';
import { useTRPCClient } from '../../lib/trpc/trpc';
import {
  forgetProvisionShare,
  keptProvisionShare,
  takeProvisionShareFromFragment,
} from './provision-share';

const RETURN_TO = '/provisions';

/**
 * `/provisions#<user share>`: one link per organization that opens every box it made for the
 * person before they had keys (docs/key-model.md#provisions).
 */
export function ProvisionsView() {
  const { t } = useI18n();
  const [shareTaken, setShareTaken] = useState(false);
  useEffect(() => {
    takeProvisionShareFromFragment();
    setShareTaken(true);
  }, []);
  if (!shareTaken) return <p className="muted">{t.common.loading}</p>;
  return (
    <SessionGate
      returnTo={RETURN_TO}
      signInText={t.account.signInRedirect}
      loadingText={t.common.loading}
    >
      {(session) => (
        <>
          <h1>{t.keys.provisions.title}</h1>
          <OpenedProvision identityId={session.identity_id} />
        </>
      )}
    </SessionGate>
  );
}

function OpenedProvision({ identityId }: { identityId: string }) {
  const { t } = useI18n();
  const api = useTRPCClient();
  const [share] = useState(keptProvisionShare);
  const opened = useQuery({
    queryKey: ['provision', identityId, share !== null],
    queryFn: async () => {
      const provision = await openProvision(api, identityId, share ?? '');
      forgetProvisionShare();
      return provision;
    },
    enabled: share !== null,
    retry: false,
    staleTime: Infinity,
  });
  if (share === null) return <p>{t.keys.provisions.noLink}</p>;
  if (opened.isPending) return <p className="muted">{t.keys.provisions.opening}</p>;
  if (opened.isError) {
    const requiredAcr = requiredAcrOf(opened.error);
    if (requiredAcr !== null) {
      return <RaiseAcrPrompt requiredAcr={requiredAcr} returnTo={RETURN_TO} offerSetup />;
    }
    const error = toApiError(opened.error);
    return (
      <LiveMessage tone="error">
        {error instanceof ApiError && error.status === 404
          ? t.keys.provisions.notFound
          : error instanceof ApiError
            ? describeApiError(error, t)
            : t.keys.provisions.invalid}
      </LiveMessage>
    );
  }
  const { organization, boxes } = opened.data;
  return (
    <>
      <p>{t.keys.provisions.opened(organization.name, boxes.length)}</p>
      <ul className="box-list">
        {boxes.map((box) => (
          <li key={box.id} className="box-list-item">
            <a href={`/boxes/${box.id}`} className="box-list-title">
              {box.title}
            </a>
          </li>
        ))}
      </ul>
      <p className="muted">{t.keys.provisions.keepHint}</p>
      <a className="button secondary" href="/account#keys-title">
        {t.keys.notice.setUpLink}
      </a>
    </>
  );
}
