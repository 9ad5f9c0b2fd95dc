import type { Prisma } from '@coffer/db';
import type { Caller } from '../sessions/caller';
import type { StorageKey } from '../storage';
import type { BoxEventRow } from './box-event-record';
import type { BoxAccess } from './find-box-access';
import type { LockedBox } from './lock-box';

/** What an event handler works with: the transaction that holds the box's lock. */
export type BoxEventContext = {
  tx: Prisma.TransactionClient;
  caller: Caller;
  box: LockedBox;
  /** Decided inside the transaction, after the lock. */
  access: BoxAccess;
};

export type BoxEventOutcome = {
  event: BoxEventRow;
  /** Blobs to remove once the transaction is committed. */
  orphanedBlobs?: StorageKey[];
};
