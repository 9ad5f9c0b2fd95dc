import { checkReadiness } from '@coffer/domain';
import { defineOperation } from '../../operations/operation';
import { publicRung } from '../../auth/ladder';
import { checkReadinessContract } from './check-readiness.types';

export const checkReadinessOperation = defineOperation(publicRung, checkReadinessContract, () =>
  checkReadiness(),
);
