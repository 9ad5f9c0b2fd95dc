import { useSyncExternalStore } from 'react';

/**
 * A sensitive change refused because the account's method was proved too long ago
 * (docs/authentication.md#sensitive-operations): the level to prove again, or null. Any
 * call of the page may meet it, so the API client reports it here and one prompt answers.
 */
let needed: number | null = null;
const listeners = new Set<() => void>();

export function reportProofNeeded(requiredAcr: number | null): void {
  needed = requiredAcr;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The level the page should ask to prove again, or null. */
export function useProofNeeded(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => needed,
    () => null,
  );
}
