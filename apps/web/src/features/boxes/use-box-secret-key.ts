import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc/trpc';
import type { Box } from '../../lib/trpc/outputs';
import { forgetInvitationShare, keptInvitationShare } from './invitation-share';
import { openBoxSecretKey } from './open-box-secret-key';

/**
 * The box secret key for this page: from the keyring or the invitation link (see
 * openBoxSecretKey). The link's share is dropped once it has served, whether it opened the
 * box or proved stale.
 */
export function useBoxSecretKey(identityId: string, box: Box) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [invitationShare] = useState(() => keptInvitationShare(box.id));
  return useQuery({
    queryKey: ['box-secret-key', identityId, box.id, box.public_key, invitationShare],
    queryFn: async () => {
      try {
        return await openBoxSecretKey({
          identityId,
          box,
          invitationShare,
          fetchServiceShare: (hash) =>
            queryClient.query(trpc.keyShares.get.queryOptions({ invitation_share_hash: hash })),
        });
      } finally {
        forgetInvitationShare(box.id);
      }
    },
    staleTime: Infinity,
    retry: false,
  });
}
