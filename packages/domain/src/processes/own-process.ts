import { randomUUID } from 'node:crypto';

/** How often a process records that it is alive. */
export const HEARTBEAT_SECONDS = 10;

/**
 * Silent this long (six heartbeats), a process is taken for dead and its uploads for
 * leftovers (docs/storage.md#crash-leftovers). Far above a slow beat (a busy event loop, a
 * pool waiting for a connection); a process wrongly taken for dead only loses the uploads
 * it had in flight, whose commits then fail.
 */
export const DEAD_AFTER_SECONDS = 60;

export type OwnProcess = {
  id: string;
  /** Settles once the row exists; set by the first registration. */
  registered?: Promise<void>;
  heartbeat?: NodeJS.Timeout;
  /** The heartbeat being written, if one is. */
  beating?: Promise<void>;
  retired: boolean;
};

// On globalThis: Next.js bundles instrumentation.ts apart from the routes, and both sides
// must be the one process they are.
const KEY = Symbol.for('coffer.ownProcess');

/** This process's identity in CofferProcess: made once per process. */
export function ownProcess(): OwnProcess {
  const holder = globalThis as typeof globalThis & { [KEY]?: OwnProcess };
  holder[KEY] ??= { id: randomUUID(), retired: false };
  return holder[KEY];
}
