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

const own: OwnProcess = { id: randomUUID(), retired: false };

/** This process's identity in CofferProcess: made once per process. */
export function ownProcess(): OwnProcess {
  return own;
}
