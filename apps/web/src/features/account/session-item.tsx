'use client';

import { useMutation } from '@tanstack/react-query';
import { ConfirmAction } from '../../components/confirm-action';
import type { Dictionary } from '../../i18n/dictionaries';
import { useI18n } from '../../i18n/use-i18n';
import { describeApiError } from '../../lib/describe-api-error';
import { deviceName } from '../../lib/device-name';
import { formatDateTime } from '../../lib/format-date';
import type { ApiOutputs } from '../../lib/trpc/procedure-types';
import { useTRPC } from '../../lib/trpc/trpc';

export type SignedInSession = ApiOutputs['sessions']['listSessions'][number];

/** How a person recognises a browser: "Firefox 133 on Linux". */
function useSessionName() {
  const { t } = useI18n();
  return (session: SignedInSession) =>
    deviceName(t, session) ?? t.accountPages.sessions.unknownBrowser;
}

/** One signed-in browser: what it is, where from, since when; any but this one signs out. */
export function SessionItem({
  session,
  identityId,
  onSignedOut,
}: {
  session: SignedInSession;
  identityId: string;
  onSignedOut: (name: string) => void;
}) {
  const { t, locale } = useI18n();
  const trpc = useTRPC();
  const texts = t.accountPages.sessions;
  const name = useSessionName()(session);
  const started = formatDateTime(session.created_at, locale);
  const end = useMutation(
    trpc.sessions.endSession.mutationOptions({
      onSuccess: () => {
        onSignedOut(name);
      },
    }),
  );
  return (
    <li data-testid="session" data-current={session.current}>
      <div>
        <strong>{name}</strong>
        {session.current ? <span className="muted"> · {texts.thisOne}</span> : null}
        <br />
        <span className="muted">
          {[
            networkText(session, texts),
            texts.started(started),
            session.last_active_at
              ? texts.lastActive(formatDateTime(session.last_active_at, locale))
              : null,
            texts.level(session.acr),
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </div>
      {session.current ? null : (
        <ConfirmAction
          action={texts.signOut}
          label={texts.signOutLabel(name, started)}
          question={texts.confirmSignOut(name)}
          busy={end.isPending}
          error={end.isError ? describeApiError(end.error, t) : null}
          onConfirm={() => {
            end.mutate({ id: identityId, session_id: session.id });
          }}
        />
      )}
    </li>
  );
}

/** Where from, in words: the server's own computer reads as such, not as "::/48". */
function networkText(
  session: SignedInSession,
  texts: Dictionary['accountPages']['sessions'],
): string | null {
  if (session.network_kind === 'loopback') return texts.thisComputer;
  if (session.network === null) return null;
  return session.network_kind === 'local'
    ? texts.localNetwork(session.network)
    : texts.network(session.network);
}
