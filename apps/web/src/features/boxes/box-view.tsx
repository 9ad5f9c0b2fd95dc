'use client';

import { useEffect, useState } from 'react';
import { SessionGate } from '../../components/session-gate';
import { useI18n } from '../../i18n/i18n-provider';
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
  if (!shareTaken) return <p className="muted">{t.boxes.box.loading}</p>;
  return (
    <SessionGate
      returnTo={`/boxes/${boxId}`}
      signInText={t.account.signInRedirect}
      loadingText={t.boxes.box.loading}
    >
      {(session) => <BoxPage boxId={boxId} identityId={session.identity_id} />}
    </SessionGate>
  );
}
