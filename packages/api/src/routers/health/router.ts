import type { Operation } from '../../rest/operation-table';
import { checkHealthProcedure } from './check-health';
import { checkLivenessProcedure } from './check-liveness';
import { checkReadinessProcedure } from './check-readiness';

export const healthRouter = {
  checkHealth: checkHealthProcedure,
  checkLiveness: checkLivenessProcedure,
  checkReadiness: checkReadinessProcedure,
} satisfies Record<string, Operation>;
