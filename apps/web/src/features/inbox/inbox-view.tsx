'use client';

import { SessionGate } from '../../components/session-gate';
import { useI18n } from '../../i18n/i18n-provider';
import { BoxList } from './box-list';

const RETURN_TO = '/inbox';

/** The signed-in person's boxes (docs/boxes.md: the data subject sees the boxes about their email). */
export function InboxView() {
  const { t } = useI18n();
  return (
    <SessionGate
      returnTo={RETURN_TO}
      signInText={t.account.signInRedirect}
      loadingText={t.common.loading}
    >
      {(session) => (
        <>
          <h1>{t.boxes.inbox.title}</h1>
          <p className="muted">{t.boxes.inbox.intro}</p>
          <BoxList identityId={session.identity_id} returnTo={RETURN_TO} />
        </>
      )}
    </SessionGate>
  );
}
