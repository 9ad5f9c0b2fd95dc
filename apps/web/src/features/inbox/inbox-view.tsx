'use client';

import { FlowProblem } from '../../components/flow-problem';
import { useI18n } from '../../i18n/i18n-provider';
import { useAppSession } from '../../lib/session/use-app-session';
import { BoxList } from './box-list';

const RETURN_TO = '/inbox';

/** The signed-in person's boxes (service.md: "The data subject sees boxes linked to their email"). */
export function InboxView() {
  const { t } = useI18n();
  const session = useAppSession(RETURN_TO);
  if (session.signedOut) return <p className="muted">{t.account.signInRedirect}</p>;
  if (session.status === 'loading') return <p className="muted">{t.common.loading}</p>;
  if (session.status === 'failed') return <FlowProblem kind={null} error={session.error} />;
  return (
    <>
      <h1>{t.boxes.inbox.title}</h1>
      <p className="muted">{t.boxes.inbox.intro}</p>
      <BoxList identityId={session.data.identity_id} returnTo={RETURN_TO} />
    </>
  );
}
