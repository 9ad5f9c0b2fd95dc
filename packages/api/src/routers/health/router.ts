import { router } from '../../trpc';
import { checkHealthProcedure } from './check-health';

export const healthRouter = router({
  checkHealth: checkHealthProcedure,
});
