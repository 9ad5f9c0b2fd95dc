export {
  IDEMPOTENCY_IN_FLIGHT_SECONDS,
  IDEMPOTENCY_KEY_LIFETIME_SECONDS,
  type IdempotencyCaller,
  type IdempotentAnswer,
} from './idempotency-key';
export { claimIdempotencyKey, type IdempotencyClaim } from './claim-idempotency-key';
export { pruneIdempotencyKeys } from './prune-idempotency-keys';
export { releaseIdempotencyKey } from './release-idempotency-key';
export { saveIdempotentAnswer } from './save-idempotent-answer';
