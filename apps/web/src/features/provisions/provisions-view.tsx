'use client';

import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { LiveMessage } from '../../components/live-message';
import { RaiseAcrPrompt } from '../../components/raise-acr-prompt';
import { SessionGate } from '../../components/session-gate';
import { useI18n } from '../../i18n/use-i18n';
import { ApiError } from '../../lib/api/api-error';
import { describeApiError, requiredAcrOf } from '../../lib/describe-api-error';
import { openProvision } from '../../lib/key-storage/open-provision';
import { useFlow } from '../../lib/trpc/flow';
import { forgetProvisionsLink } from '../../lib/sign-in-context';
import {
  forgetProvisionShare,
  keptProvisionShare,
  takeProvisionShareFromFragment,
} from './provision-share';
import { DeadLinkNotice } from '../../components/dead-link-notice';
import { PROVISIONS_PATH, provisionSignIn } from './provision-sign-in';
import { localQueryKeys } from '../../lib/local-query-keys';

const RETURN_TO = PROVISIONS_PATH;

/**
 * `/provisions#<user share>`: one link per organization that opens every box it made for the
 * person before they had keys (docs/key-model.md#provisions). Signed out, the organization is
 * named and the sign-in starts with the email pre-filled, or a dead link is said at once
 * (provision-sign-in.ts).
 */
export function ProvisionsView() {
  const { t } = useI18n();
  const flow = useFlow();
  const [shareTaken, setShareTaken] = useState(false);
  const [organization, setOrganization] = useState<string | null>(null);
  const [deadLink, setDeadLink] = useState(false);
  const signInAddress = useCallback(
    () =>
      provisionSignIn(flow, setOrganization, () => {
        setDeadLink(true);
      }),
    [flow],
  );
  useEffect(() => {
    takeProvisionShareFromFragment();
    setShareTaken(true);
  }, []);
  if (!shareTaken) return <p className="muted">{t.common.loading}</p>;
  return (
    <SessionGate
      returnTo={RETURN_TO}
      signInText={
        deadLink ? (
          <DeadLinkNotice body={t.journeys.deadLink.provisions} returnTo={RETURN_TO} />
        ) : organization ? (
          <section className="card" aria-labelledby="provisions-title">
            <h1 id="provisions-title">{t.journeys.provisions.opened(organization)}</h1>
            <p>{t.journeys.invitation.signingIn}</p>
          </section>
        ) : (
          t.account.signInRedirect
        )
      }
      signInAddress={signInAddress}
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
  const flow = useFlow();
  const router = useRouter();
  const [share] = useState(keptProvisionShare);
  // Signed in: later sign-ins of this tab are not about this link.
  useEffect(forgetProvisionsLink, []);
  const opened = useQuery({
    queryKey: localQueryKeys.provision(identityId, share !== null),
    queryFn: async () => {
      const provision = await openProvision(flow, identityId, share ?? '');
      forgetProvisionShare();
      return provision;
    },
    enabled: share !== null,
    retry: false,
    staleTime: Infinity,
  });
  // One box opened: the only answer, so the person lands on it (its page offers the keys;
  // docs/boxes.md#from-a-provisions-link-to-the-first-box).
  const onlyBox = opened.data?.boxes.length === 1 ? opened.data.boxes[0] : undefined;
  useEffect(() => {
    if (onlyBox) router.replace(`/boxes/${encodeURIComponent(onlyBox.id)}`);
  }, [onlyBox, router]);
  if (share === null) return <p>{t.keys.provisions.noLink}</p>;
  if (opened.isPending) return <p className="muted">{t.keys.provisions.opening}</p>;
  if (opened.isError) {
    const requiredAcr = requiredAcrOf(opened.error);
    if (requiredAcr !== null) {
      return <RaiseAcrPrompt requiredAcr={requiredAcr} returnTo={RETURN_TO} offerSetup />;
    }
    const { error } = opened;
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
