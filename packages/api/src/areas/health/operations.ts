import type { AnyOperation } from '../../operations/operation-table';
import { checkHealthOperation } from './check-health';
import { checkLivenessOperation } from './check-liveness';
import { checkReadinessOperation } from './check-readiness';

export const healthOperations = {
  checkHealth: checkHealthOperation,
  checkLiveness: checkLivenessOperation,
  checkReadiness: checkReadinessOperation,
} satisfies Record<string, AnyOperation>;
