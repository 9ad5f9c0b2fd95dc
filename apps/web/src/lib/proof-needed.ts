import { useSyncExternalStore } from 'react';

/**
 * A sensitive change refused because the account's method was proved too long ago
 * (docs/authentication.md#sensitive-operations). Any call of the page may meet it, so the API
 * client waits here (awaitReproof) while the page's one prompt (components/proof-prompt.tsx)
 * asks the person to confirm; confirmed, every waiting call is made again, so the change
 * goes on where the person was; declined, they fail with their refusal.
 */
let needed: number | null = null;
let waiters: ((proved: boolean) => void)[] = [];
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Resolves true once the person confirmed it is them, false when they chose not to now. */
export function awaitReproof(requiredAcr: number): Promise<boolean> {
  needed = Math.max(needed ?? 0, requiredAcr);
  notify();
  return new Promise((resolve) => {
    waiters.push(resolve);
  });
}

/** The prompt's answer: every waiting call goes on (true) or fails (false). */
export function settleReproof(proved: boolean): void {
  const settled = waiters;
  waiters = [];
  needed = null;
  notify();
  for (const resolve of settled) resolve(proved);
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

/** What the confirming window tells the page that opened it (same origin only). */
export const REPROVED_MESSAGE = 'coffer:reproved';
