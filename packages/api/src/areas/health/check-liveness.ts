import { checkLiveness } from '@coffer/domain';
import { defineOperation } from '../../operations/operation';
import { publicRung } from '../../auth/ladder';
import { checkLivenessContract } from './check-liveness.types';

export const checkLivenessOperation = defineOperation(publicRung, checkLivenessContract, () =>
  checkLiveness(),
);
