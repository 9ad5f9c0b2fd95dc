import { checkLiveness } from '@coffer/domain';
import { publicProcedure, withContract } from '../../trpc';
import { checkLivenessContract } from './check-liveness.types';

export const checkLivenessProcedure = withContract(publicProcedure, checkLivenessContract).query(
  () => checkLiveness(),
);
