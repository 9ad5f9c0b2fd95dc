'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmAction } from '../../components/confirm-action';
import { LiveMessage } from '../../components/live-message';
import { useI18n } from '../../i18n/use-i18n';
import { describeApiError } from '../../lib/describe-api-error';
import { useTRPC } from '../../lib/trpc/trpc';
import { SessionItem } from './session-item';
import { refreshAfterWrite } from '../../lib/trpc/refresh-after-write';

/** The browsers the person is signed in with (docs/identities.md#sessions). */
export function SessionsSection({ identityId }: { identityId: string }) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const texts = t.accountPages.sessions;
  const [news, setNews] = useState<string | null>(null);
  const sessions = useQuery(trpc.sessions.listSessions.queryOptions({ id: identityId }));
  const changed = (message: string) => {
    setNews(message);
    void refreshAfterWrite(queryClient, trpc.sessions.listSessions.pathFilter());
  };
  const endOthers = useMutation(
    trpc.sessions.endOtherSessions.mutationOptions({
      onSuccess: () => {
        changed(texts.signedOutOthers);
      },
    }),
  );
  const others = (sessions.data ?? []).filter((session) => !session.current);
  return (
    <section className="card" aria-labelledby="sessions-title">
      <h2 id="sessions-title">{texts.heading}</h2>
      <p>{texts.intro}</p>
      <LiveMessage tone="success">{news}</LiveMessage>
      <LiveMessage tone="error">
        {sessions.isError ? describeApiError(sessions.error, t) : null}
      </LiveMessage>
      {sessions.isPending ? (
        <p className="muted">{texts.loading}</p>
      ) : (
        <ul className="item-list" aria-labelledby="sessions-title">
          {(sessions.data ?? []).map((session) => (
            <SessionItem
              key={session.id}
              session={session}
              identityId={identityId}
              onSignedOut={(name) => {
                changed(texts.signedOut(name));
              }}
            />
          ))}
        </ul>
      )}
      {others.length > 0 ? (
        <ConfirmAction
          action={texts.signOutOthers}
          label={texts.signOutOthers}
          question={texts.confirmSignOutOthers}
          busy={endOthers.isPending}
          error={endOthers.isError ? describeApiError(endOthers.error, t) : null}
          onConfirm={() => {
            endOthers.mutate({ id: identityId });
          }}
        />
      ) : sessions.isSuccess ? (
        <p className="muted">{texts.onlyThisOne}</p>
      ) : null}
    </section>
  );
}
