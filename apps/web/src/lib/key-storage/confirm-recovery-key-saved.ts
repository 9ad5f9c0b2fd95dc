import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterWrite } from '../trpc/refresh-after-write';
import { useTRPC } from '../trpc/trpc';

/**
 * "I saved my recovery key": the server keeps the fact (never the key), so that the pages
 * remind the person until they say it, also after a reload (docs/key-model.md#unlockers).
 */
export function useConfirmRecoveryKeySaved(identityId: string) {
  const trpc = useTRPC();
  const labelUnlocker = useMutation(trpc.keyStorage.labelUnlocker.mutationOptions());
  const queryClient = useQueryClient();
  return async () => {
    // Read again: the recovery unlocker was just made or sealed anew by this page.
    const storage = await queryClient.query(
      trpc.keyStorage.getKeyStorage.queryOptions({ id: identityId }),
    );
    const recovery = storage.unlockers.find((unlocker) => unlocker.kind === 'recovery');
    if (recovery?.saved_at === null) {
      await labelUnlocker.mutateAsync({
        id: identityId,
        unlocker_id: recovery.id,
        saved: true,
      });
    }
    await refreshAfterWrite(queryClient, trpc.keyStorage.getKeyStorage.pathFilter());
  };
}
