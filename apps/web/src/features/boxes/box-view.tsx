'use client';

import { useEffect, useState } from 'react';
import { FlowProblem } from '../../components/flow-problem';
import { useI18n } from '../../i18n/i18n-provider';
import { useAppSession } from '../../lib/session/use-app-session';
import { BoxPage } from './box-page';
import { takeInvitationShareFromFragment } from './invitation-share';

/**
 * `/boxes/<id>` and the invitation link `/boxes/<id>#<share>`: the share is taken out of the
 * address bar before anything else (it must survive a sign-in round trip), then the box
 * opens for the signed-in person.
 */
export function BoxView({ boxId }: { boxId: string }) {
  const { t } = useI18n();
  const [shareTaken, setShareTaken] = useState(false);
  useEffect(() => {
    takeInvitationShareFromFragment(boxId);
    setShareTaken(true);
    // Another link pasted into this tab changes only the fragment, which loads no page:
    // take its share and start over, as a fresh visit would.
    const onHashChange = () => {
      if (takeInvitationShareFromFragment(boxId)) window.location.reload();
    };
    window.addEventListener('hashchange', onHashChange);
    return () => {
      window.removeEventListener('hashchange', onHashChange);
    };
  }, [boxId]);
  const session = useAppSession(`/boxes/${boxId}`);
  if (session.signedOut) return <p className="muted">{t.account.signInRedirect}</p>;
  if (session.status === 'loading' || !shareTaken) {
    return <p className="muted">{t.boxes.box.loading}</p>;
  }
  if (session.status === 'failed') return <FlowProblem kind={null} error={session.error} />;
  return <BoxPage boxId={boxId} identityId={session.data.identity_id} />;
}
