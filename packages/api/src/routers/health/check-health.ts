import { checkHealth } from '@coffer/domain';
import { publicProcedure, withContract } from '../../trpc';
import { checkHealthContract } from './check-health.types';

export const checkHealthProcedure = withContract(publicProcedure, checkHealthContract).query(() =>
  checkHealth(),
);
