'use client';

import { useCallback, useEffect, useState } from 'react';
import { SessionGate } from '../../components/session-gate';
import { useI18n } from '../../i18n/use-i18n';
import { BoxPage } from './box-page';
import { useFlow } from '../../lib/trpc/flow';
import type { InvitationContext } from '../../lib/sign-in-context';
import { takeInvitationShareFromFragment } from './invitation-share';
import { invitationSignIn } from './invitation-sign-in';
import { DeadLinkNotice } from '../../components/dead-link-notice';

/**
 * `/boxes/<id>` and the invitation link `/boxes/<id>#<share>`: the share is taken out of the
 * address bar before anything else (it must survive a sign-in round trip), then the box
 * opens for the signed-in person. Signed out, the link's sender and box are named, and the
 * sign-in starts at once with the email pre-filled (invitation-sign-in.ts); a link the
 * service does not know is said dead there, before any sign-in.
 */
export function BoxView({ boxId }: { boxId: string }) {
  const { t } = useI18n();
  const flow = useFlow();
  const [shareTaken, setShareTaken] = useState(false);
  const [invitation, setInvitation] = useState<InvitationContext | null>(null);
  const [deadLink, setDeadLink] = useState(false);
  const signInAddress = useCallback(
    () =>
      invitationSignIn(flow, boxId, setInvitation, () => {
        setDeadLink(true);
      }),
    [flow, boxId],
  );
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
      signInText={
        deadLink ? (
          <DeadLinkNotice body={t.journeys.deadLink.invitation} returnTo={`/boxes/${boxId}`} />
        ) : invitation ? (
          <section className="card" aria-labelledby="invitation-title">
            <h1 id="invitation-title">
              {t.journeys.invitation.opened(invitation.organization, invitation.title)}
            </h1>
            <p>{t.journeys.invitation.signingIn}</p>
          </section>
        ) : (
          t.account.signInRedirect
        )
      }
      signInAddress={signInAddress}
      loadingText={t.boxes.box.loading}
    >
      {(session) => <BoxPage boxId={boxId} identityId={session.identity_id} />}
    </SessionGate>
  );
}
