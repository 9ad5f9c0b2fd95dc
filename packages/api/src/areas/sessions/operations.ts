import type { AnyOperation } from '../../operations/operation-table';
import { endOtherSessionsOperation } from './end-other-sessions';
import { endSessionOperation } from './end-session';
import { listSessionsOperation } from './list-sessions';

/** A person's signed-in sessions (docs/identities.md#sessions). */
export const sessionsOperations = {
  listSessions: listSessionsOperation,
  endSession: endSessionOperation,
  endOtherSessions: endOtherSessionsOperation,
} satisfies Record<string, AnyOperation>;
