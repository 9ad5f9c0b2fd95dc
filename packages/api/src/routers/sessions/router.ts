import type { Operation } from '../../rest/operation-table';
import { endOtherSessionsProcedure } from './end-other-sessions';
import { endSessionProcedure } from './end-session';
import { listSessionsProcedure } from './list-sessions';

/** A person's signed-in sessions (docs/identities.md#sessions). */
export const sessionsRouter = {
  listSessions: listSessionsProcedure,
  endSession: endSessionProcedure,
  endOtherSessions: endOtherSessionsProcedure,
} satisfies Record<string, Operation>;
