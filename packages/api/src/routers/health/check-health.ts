import { checkHealth } from '@coffer/domain';
import { publicProcedure } from '../../trpc';
import { checkHealthMeta, checkHealthOutput } from './check-health.types';

export const checkHealthProcedure = publicProcedure
  .meta({ rest: checkHealthMeta })
  .output(checkHealthOutput)
  .query(() => checkHealth());
