import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../lib/api/api-error';
import { refreshAfterWrite } from '../../lib/trpc/refresh-after-write';
import type { ApiOutputs } from '../../lib/trpc/procedure-types';
import { useFlow } from '../../lib/trpc/flow';
import { useTRPC } from '../../lib/trpc/trpc';
import { localQueryKeys } from '../../lib/local-query-keys';

/** How often a waiting page looks for its invitation: staff may open Coffer any minute. */
const INVITATION_POLL_MS = 10_000;

type Notification = ApiOutputs['notifications']['listNotifications'][number];

/**
 * A person the box is about, whose keys are unlocked but hold no key for it, asks its
 * organization to let them in (docs/key-model.md#access-requests), then waits: when the
 * invitation a staff browser sends arrives, the key storage syncs again, which redeems it and
 * opens the box. Null when the person may not ask (staff, a public box's joiner, no keys):
 * the page then says what it said before.
 */
export function useAccessRequest(identityId: string, boxId: string, enabled: boolean) {
  const trpc = useTRPC();
  // A write the page makes once, when it opens: run as a query so it is not made again.
  const flow = useFlow();
  const queryClient = useQueryClient();
  const request = useQuery({
    queryKey: localQueryKeys.accessRequest(identityId, boxId),
    queryFn: async () => {
      try {
        return await flow.write(flow.trpc.accessRequests.requestBoxAccess.mutationOptions(), {
          id: boxId,
        });
      } catch (error) {
        if (error instanceof ApiError && [403, 409].includes(error.status)) return null;
        throw error;
      }
    },
    enabled,
    retry: false,
    staleTime: Infinity,
  });
  const waiting = enabled && request.data != null;
  const invitedHere = (invitations: Notification[] | undefined) =>
    invitations?.some(
      (notification) =>
        notification.type === 'box.auto_invite' && notification.details.box_id === boxId,
    ) ?? false;
  const invited = useQuery({
    ...trpc.notifications.listNotifications.queryOptions({
      id: identityId,
      type: 'box.auto_invite',
      used: 'false',
    }),
    select: invitedHere,
    enabled: waiting,
    refetchInterval: (query) => (invitedHere(query.state.data) ? false : INVITATION_POLL_MS),
  });
  useEffect(() => {
    if (invited.data !== true) return;
    void refreshAfterWrite(queryClient, { queryKey: localQueryKeys.keyStorageSync(identityId) });
  }, [invited.data, queryClient, identityId]);
  return waiting;
}
