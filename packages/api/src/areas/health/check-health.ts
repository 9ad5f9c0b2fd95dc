import { checkHealth } from '@coffer/domain';
import { defineOperation } from '../../operations/operation';
import { publicRung } from '../../auth/ladder';
import { checkHealthContract } from './check-health.types';

export const checkHealthOperation = defineOperation(publicRung, checkHealthContract, () =>
  checkHealth(),
);
