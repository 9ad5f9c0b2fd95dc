'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useEventStream } from '../../lib/live/use-event-stream';
import type { BoxEvent } from '../../lib/trpc/procedure-types';
import { useTRPC } from '../../lib/trpc/trpc';
import { applyBoxEvent } from './apply-box-event';
import { useBoxMessagesOptions } from './use-box-messages';

/** Whether the box is still there for the person, as its stream last said. */
export type BoxLiveState = 'open' | 'deleted' | 'access_lost';

/**
 * The box page, live (docs/activity.md, "Live streams"): new messages and deletions go into
 * the message pages as they come; membership and access changes read the box and its members
 * again. The page acknowledges the box while it is seen (visible), so the inbox badge clears.
 */
export function useBoxLive(boxId: string): BoxLiveState {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const messagesKey = useBoxMessagesOptions(boxId).queryKey;
  const [state, setState] = useState<BoxLiveState>('open');
  const acknowledge = useAcknowledgeWhenSeen(boxId, state === 'open');
  useEventStream(state === 'open' ? `/boxes/${boxId}/events/stream` : null, {
    onOpen: (resumed) => {
      // A new stream sends only what comes after it: what was posted before is read again.
      if (!resumed) void queryClient.invalidateQueries({ queryKey: messagesKey });
    },
    onEvent: (data) => {
      const event = data as BoxEvent;
      // A read that started before this event may answer without it, over what is applied
      // here: read again (which cancels that one) instead.
      if (queryClient.isFetching({ queryKey: messagesKey }) > 0) {
        void queryClient.invalidateQueries({ queryKey: messagesKey });
      }
      queryClient.setQueryData(messagesKey, (pages) =>
        pages === undefined ? pages : { ...pages, pages: applyBoxEvent(pages.pages, event) },
      );
      if (!event.type.startsWith('msg.')) {
        void queryClient.invalidateQueries({ queryKey: trpc.boxes.getBox.queryKey({ id: boxId }) });
        void queryClient.invalidateQueries({ queryKey: trpc.boxes.listBoxMembers.queryKey() });
      }
      acknowledge();
    },
    named: {
      'box.delete': () => {
        setState('deleted');
      },
      'access.lost': () => {
        setState('access_lost');
      },
    },
  });
  return state;
}

/**
 * Acknowledges the box when the page is seen: on opening, on coming back to the tab, and
 * (the returned function) when an event arrives while it is visible. A failed mark only
 * leaves the badge as it was, so it is not shown.
 */
function useAcknowledgeWhenSeen(boxId: string, open: boolean): () => void {
  const trpc = useTRPC();
  const { mutate } = useMutation(trpc.boxes.acknowledgeBoxEvents.mutationOptions());
  const acknowledgeIfSeen = useCallback(() => {
    if (open && document.visibilityState === 'visible') mutate({ id: boxId });
  }, [boxId, open, mutate]);
  useEffect(() => {
    acknowledgeIfSeen();
    document.addEventListener('visibilitychange', acknowledgeIfSeen);
    return () => {
      document.removeEventListener('visibilitychange', acknowledgeIfSeen);
    };
  }, [acknowledgeIfSeen]);
  return acknowledgeIfSeen;
}
