'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LiveMessage } from '../../components/live-message';
import { RaiseAcrPrompt } from '../../components/raise-acr-prompt';
import { TextField } from '../../components/text-field';
import { useI18n } from '../../i18n/use-i18n';
import { listRememberedBoxIds } from '../../lib/box-keyring';
import { describeApiError, requiredAcrOf } from '../../lib/describe-api-error';
import type { Box } from '../../lib/trpc/procedure-types';
import { BoxListItem } from './box-list-item';
import { matchesTitle } from '../../lib/matches-title';
import { uniqueById } from '../../lib/unique-by-id';
import { useEveryPageWhen } from '../../lib/use-every-page-when';
import { useInboxBoxes } from './use-inbox-boxes';
import { useUnreadTitle } from './use-unread-title';
import { localQueryKeys } from '../../lib/local-query-keys';

/** When something last happened in a box: its latest event, else its creation. */
function lastActivity(box: Box): string {
  return box.last_event?.server_event_created_at ?? box.server_created_at;
}

/**
 * The boxes the person can open, the most recently active first, with their unread counts,
 * live. Pages of 500 come on demand; a search by title reads every page first, since the
 * contract's list has no title filter.
 */
export function BoxList({ identityId, returnTo }: { identityId: string; returnTo: string }) {
  const { t } = useI18n();
  const texts = t.live.inbox;
  const boxes = useInboxBoxes(identityId);
  const [search, setSearch] = useState('');
  const remembered = useQuery({
    queryKey: localQueryKeys.boxKeyring(identityId),
    queryFn: () => listRememberedBoxIds(identityId),
  });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = boxes;
  const searching = search.trim() !== '';
  useEveryPageWhen(searching, boxes);
  const all = uniqueById(boxes.data?.pages.flat() ?? []);
  const totalUnread = all.reduce((sum, box) => sum + (box.unread_count ?? 0), 0);
  useUnreadTitle(boxes.isSuccess ? totalUnread : 0, t.boxes.inbox.title);
  if (boxes.isPending) return <p className="muted">{t.common.loading}</p>;
  if (boxes.isError) {
    const requiredAcr = requiredAcrOf(boxes.error);
    if (requiredAcr !== null) {
      return <RaiseAcrPrompt requiredAcr={requiredAcr} returnTo={returnTo} offerSetup />;
    }
    return <LiveMessage tone="error">{describeApiError(boxes.error, t)}</LiveMessage>;
  }
  if (all.length === 0) return <p className="empty-state">{t.boxes.inbox.empty}</p>;
  const shown = all
    .filter((box) => matchesTitle(box.title, search))
    .toSorted((a, b) => lastActivity(b).localeCompare(lastActivity(a)));
  return (
    <>
      <p className="muted" data-testid="inbox-total-unread">
        {texts.totalUnread(totalUnread)}
      </p>
      <TextField
        label={texts.searchLabel}
        hint={texts.searchHint}
        type="search"
        autoComplete="off"
        value={search}
        onValueChange={setSearch}
      />
      {searching && shown.length === 0 && !hasNextPage ? (
        <p className="muted">{texts.noMatch(search.trim())}</p>
      ) : null}
      <ul className="box-list">
        {shown.map((box) => (
          <BoxListItem
            key={box.id}
            box={box}
            lastActivity={lastActivity(box)}
            readable={remembered.data?.has(box.id)}
          />
        ))}
      </ul>
      {hasNextPage ? (
        <button
          type="button"
          className="secondary"
          disabled={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        >
          {isFetchingNextPage ? texts.loadingMore : texts.showMore}
        </button>
      ) : null}
    </>
  );
}
