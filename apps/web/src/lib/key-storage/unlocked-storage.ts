import { useSyncExternalStore } from 'react';

/**
 * An account's key storage opened in this tab (docs/key-model.md): the root key lives in this
 * tab's memory only, never in any storage of the browser, and is gone when the tab closes or
 * the person signs out. Kept outside React so every page part and the functions that sync
 * entries read the same one.
 */
export type UnlockedStorage = {
  identityId: string;
  accountId: string;
  rootKey: Uint8Array<ArrayBuffer>;
};

const unlocked = new Map<string, UnlockedStorage>();
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function unlockedStorageOf(identityId: string): UnlockedStorage | null {
  return unlocked.get(identityId) ?? null;
}

export function keepUnlocked(storage: UnlockedStorage): void {
  unlocked.set(storage.identityId, storage);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The identity's unlocked storage, re-rendering when it is unlocked or locked. */
export function useUnlockedStorage(identityId: string): UnlockedStorage | null {
  return useSyncExternalStore(
    subscribe,
    () => unlockedStorageOf(identityId),
    () => null,
  );
}
