import { checkReadiness } from '@coffer/domain';
import { publicProcedure, withContract } from '../../trpc';
import { checkReadinessContract } from './check-readiness.types';

export const checkReadinessProcedure = withContract(publicProcedure, checkReadinessContract).query(
  () => checkReadiness(),
);
