import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../lib/api/api-error';
import { refreshAfterWrite } from '../../lib/trpc/refresh-after-write';
import { useTRPCClient } from '../../lib/trpc/trpc';

/** How often a waiting page looks for its invitation: staff may open Coffer any minute. */
const INVITATION_POLL_MS = 10_000;

/**
 * A person the box is about, whose keys are unlocked but hold no key for it, asks its
 * organization to let them in (docs/key-model.md#access-requests), then waits: when the
 * invitation a staff browser sends arrives, the key storage syncs again, which redeems it and
 * opens the box. Null when the person may not ask (staff, a public box's joiner, no keys):
 * the page then says what it said before.
 */
export function useAccessRequest(identityId: string, boxId: string, enabled: boolean) {
  const api = useTRPCClient();
  const queryClient = useQueryClient();
  const request = useQuery({
    queryKey: ['access-request', identityId, boxId],
    queryFn: async () => {
      try {
        return await api.accessRequests.requestBoxAccess.mutate({ id: boxId });
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
  const invited = useQuery({
    queryKey: ['access-request-invitation', identityId, boxId],
    queryFn: async () => {
      const invitations = await api.notifications.listNotifications.query({
        id: identityId,
        type: 'box.auto_invite',
        used: 'false',
      });
      return invitations.some(
        (notification) =>
          notification.type === 'box.auto_invite' && notification.details.box_id === boxId,
      );
    },
    enabled: waiting,
    refetchInterval: (query) => (query.state.data === true ? false : INVITATION_POLL_MS),
  });
  useEffect(() => {
    if (invited.data !== true) return;
    void refreshAfterWrite(queryClient, { queryKey: ['key-storage-sync', identityId] });
  }, [invited.data, queryClient, identityId]);
  return waiting;
}
