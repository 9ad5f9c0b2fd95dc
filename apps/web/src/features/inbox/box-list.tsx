'use client';

import { useQuery } from '@tanstack/react-query';
import { LiveMessage } from '../../components/live-message';
import { RaiseAcrPrompt } from '../../components/raise-acr-prompt';
import { useI18n } from '../../i18n/i18n-provider';
import { listRememberedBoxIds } from '../../lib/box-keyring';
import { describeApiError, requiredAcrOf } from '../../lib/describe-api-error';
import type { Box } from '../../lib/trpc/procedure-types';
import { useTRPC } from '../../lib/trpc/trpc';
import { BoxListItem } from './box-list-item';

/** When something last happened in a box: its latest event, else its creation. */
function lastActivity(box: Box): string {
  return box.last_event?.server_event_created_at ?? box.server_created_at;
}

/** The boxes the person can open, the most recently active first. */
export function BoxList({ identityId, returnTo }: { identityId: string; returnTo: string }) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const boxes = useQuery(trpc.boxes.listBoxes.queryOptions({}));
  const remembered = useQuery({
    queryKey: ['box-keyring', identityId],
    queryFn: () => listRememberedBoxIds(identityId),
  });
  if (boxes.isPending) return <p className="muted">{t.common.loading}</p>;
  if (boxes.isError) {
    const requiredAcr = requiredAcrOf(boxes.error);
    if (requiredAcr !== null) {
      return <RaiseAcrPrompt requiredAcr={requiredAcr} returnTo={returnTo} offerSetup />;
    }
    return <LiveMessage tone="error">{describeApiError(boxes.error, t)}</LiveMessage>;
  }
  if (boxes.data.length === 0) return <p className="empty-state">{t.boxes.inbox.empty}</p>;
  const newestFirst = boxes.data.toSorted((a, b) => lastActivity(b).localeCompare(lastActivity(a)));
  return (
    <ul className="box-list">
      {newestFirst.map((box) => (
        <BoxListItem
          key={box.id}
          box={box}
          lastActivity={lastActivity(box)}
          readable={remembered.data?.has(box.id)}
        />
      ))}
    </ul>
  );
}
