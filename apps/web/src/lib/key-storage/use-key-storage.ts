import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFlow } from '../trpc/flow';
import { useTRPC } from '../trpc/trpc';
import { takeSignInKek } from './sign-in-kek-store';
import { openKeptProvisions } from './open-kept-provisions';
import { syncKeyStorage } from './sync-key-storage';
import {
  DeviceRevoked,
  NoSuchUnlocker,
  unlockKeyStorage,
  type UnlockMethod,
} from './unlock-key-storage';
import { useUnlockedStorage } from './unlocked-storage';
import { refreshAfterWrite } from '../trpc/refresh-after-write';
import { localQueryKeys } from '../local-query-keys';

/**
 * The person's key storage on a page that needs keys (docs/key-model.md): its state, opened
 * at once with the passkey or password the person just signed in with, or this device's
 * unlocker (no prompt), then synced with this
 * browser (box keys both ways, invitations and provisions redeemed). `unlock` opens it with
 * what the person gives.
 */
export function useKeyStorage(identityId: string) {
  const trpc = useTRPC();
  const flow = useFlow();
  const queryClient = useQueryClient();
  const unlocked = useUnlockedStorage(identityId);
  const storage = useQuery({
    ...trpc.keyStorage.getKeyStorage.queryOptions({ id: identityId }),
    retry: false,
  });
  const isSetUp = (storage.data?.unlockers.length ?? 0) > 0;
  const deviceUnlock = useQuery({
    queryKey: localQueryKeys.keyStorageDeviceUnlock(identityId, storage.dataUpdatedAt),
    queryFn: async () => {
      if (!storage.data) return 'none' as const;
      const found = storage.data;
      // What the sign-in left (the passkey's KEK, the password's) is taken once, whatever
      // opens the storage: nothing of it lingers in the browser.
      const [passkey, password] = await Promise.all([
        takeSignInKek('passkey'),
        takeSignInKek('password'),
      ]);
      const signedIn: UnlockMethod[] = [
        ...(passkey === null
          ? []
          : [{ kind: 'signed-in-passkey' as const, credentialId: passkey.id, kek: passkey.kek }]),
        ...(password === null
          ? []
          : [{ kind: 'signed-in-password' as const, unlockerId: password.id, kek: password.kek }]),
      ];
      const unlockWithSignIn = async () => {
        for (const method of signedIn) {
          try {
            await unlockKeyStorage(flow, identityId, found, method);
            return true;
          } catch {
            // Another account's key, or one without unlocker: the next.
          }
        }
        return false;
      };
      // This device's unlocker first: a device revoked elsewhere must forget what it cached,
      // even when the sign-in could open the storage.
      try {
        await unlockKeyStorage(flow, identityId, found, { kind: 'device' });
        return 'unlocked' as const;
      } catch (error) {
        if (error instanceof DeviceRevoked) {
          // It forgot its keys: what the page read from the keyring is gone.
          await refreshAfterWrite(queryClient, { queryKey: localQueryKeys.boxKeyring(identityId) });
          await unlockWithSignIn();
          return 'revoked' as const;
        }
        if (!(error instanceof NoSuchUnlocker)) throw error;
      }
      return (await unlockWithSignIn()) ? ('unlocked' as const) : ('none' as const);
    },
    enabled: isSetUp && unlocked === null,
    retry: false,
    staleTime: Infinity,
  });
  const sync = useQuery({
    queryKey: localQueryKeys.keyStorageSync(identityId, unlocked?.accountId ?? null),
    queryFn: async () => {
      if (unlocked === null) return null;
      const outcome = await syncKeyStorage(flow, unlocked);
      // The keyring changed, and redeeming may have joined boxes: the lists and box pages
      // read them again.
      await refreshAfterWrite(queryClient, { queryKey: localQueryKeys.boxKeyring(identityId) });
      await refreshAfterWrite(queryClient, { queryKey: localQueryKeys.boxSecretKey(identityId) });
      await refreshAfterWrite(queryClient, trpc.keyStorage.listStorageEntries.pathFilter());
      await refreshAfterWrite(queryClient, trpc.boxes.listBoxes.pathFilter());
      return outcome;
    },
    enabled: unlocked !== null,
    retry: false,
    staleTime: Infinity,
  });
  // No storage yet: the provision keys this browser kept open the boxes provisioned since.
  useQuery({
    queryKey: localQueryKeys.keptProvisions(identityId),
    queryFn: async () => {
      if (await openKeptProvisions(flow, identityId)) {
        await refreshAfterWrite(queryClient, { queryKey: localQueryKeys.boxKeyring(identityId) });
        await refreshAfterWrite(queryClient, { queryKey: localQueryKeys.boxSecretKey(identityId) });
      }
      return true;
    },
    enabled: storage.isSuccess && !isSetUp,
    retry: false,
    staleTime: Infinity,
  });
  return {
    identityId,
    storage,
    isSetUp,
    unlocked,
    /** Whether this device's own unlocker is still being tried (the page need not ask yet). */
    tryingDevice: isSetUp && unlocked === null && deviceUnlock.isPending,
    /** This device's unlocker was deleted from another device. */
    deviceRevoked: deviceUnlock.data === 'revoked',
    sync,
    unlock: async (method: UnlockMethod) => {
      if (!storage.data) return;
      await unlockKeyStorage(flow, identityId, storage.data, method);
      await refreshAfterWrite(queryClient, trpc.keyStorage.getKeyStorage.pathFilter());
    },
  };
}

export type KeyStorageState = ReturnType<typeof useKeyStorage>;
