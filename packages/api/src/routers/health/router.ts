import type { Operation } from '../../rest/operation-table';
import { checkHealthProcedure } from './check-health';

export const healthRouter = {
  checkHealth: checkHealthProcedure,
} satisfies Record<string, Operation>;
