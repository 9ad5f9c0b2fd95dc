import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isCryptoError } from '@coffer/crypto';
import { ApiError } from '../../lib/api/api-error';
import { keepBoxKey } from '../../lib/key-storage/keep-box-key';
import { InvitationLinkMismatch } from '../../lib/key-storage/rebuild-box-secret-key';
import { useUnlockedStorage } from '../../lib/key-storage/unlocked-storage';
import { useFlow } from '../../lib/trpc/flow';
import { useTRPC } from '../../lib/trpc/trpc';
import type { Box } from '../../lib/trpc/procedure-types';
import { forgetInvitationShare, keptInvitationShare } from './invitation-share';
import { openBoxSecretKey } from './open-box-secret-key';
import { localQueryKeys } from '../../lib/local-query-keys';

/**
 * The box secret key for this page: from the keyring or the invitation link (see
 * openBoxSecretKey). The link's share is dropped once it has served: when it opened the
 * box, or proved stale or foreign. A network failure keeps it for another try. Read again
 * when the key storage is unlocked, which fills the keyring.
 */
export function useBoxSecretKey(identityId: string, box: Box) {
  const trpc = useTRPC();
  const flow = useFlow();
  const queryClient = useQueryClient();
  const unlocked = useUnlockedStorage(identityId) !== null;
  const [invitationShare] = useState(() => keptInvitationShare(box.id));
  return useQuery({
    // Not the share itself: query keys stay in the cache, the share must not.
    queryKey: localQueryKeys.boxSecretKey(
      identityId,
      box.id,
      box.public_key,
      invitationShare !== null,
      unlocked,
    ),
    queryFn: async () => {
      try {
        const secretKey = await openBoxSecretKey({
          identityId,
          box,
          invitationShare,
          fetchServiceShare: (hash) =>
            queryClient.query(
              trpc.keyShares.getKeyShare.queryOptions({ invitation_share_hash: hash }),
            ),
          keep: (formatted) => keepBoxKey(flow, identityId, box.id, formatted),
        });
        forgetInvitationShare(box.id);
        return secretKey;
      } catch (error) {
        if (isSpentShare(error)) forgetInvitationShare(box.id);
        throw error;
      }
    },
    staleTime: Infinity,
    retry: false,
  });
}

/** The service knows no such share (404), or the share does not rebuild this box's key. */
function isSpentShare(error: unknown): boolean {
  return (
    (error instanceof ApiError && error.status === 404) ||
    error instanceof InvitationLinkMismatch ||
    isCryptoError(error)
  );
}
