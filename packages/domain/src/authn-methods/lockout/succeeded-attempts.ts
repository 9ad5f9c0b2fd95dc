import type { ReservedAttempt } from './authn-attempt';
import { clearAuthnFailures } from './clear-authn-failures';

/**
 * Attempts verified during a login step whose failure series the step clears with its own
 * final write (the statement that completes the login), instead of one write each. Left
 * uncleared by mistake, an attempt stays counted as a failure: the lockout fails closed.
 */
export type SucceededAttempts = ReservedAttempt[];

/** A verified attempt ends its failure series: at once, or with the collector's write. */
export async function settleSucceededAttempt(
  attempt: ReservedAttempt,
  collector: SucceededAttempts | undefined,
): Promise<void> {
  if (collector) collector.push(attempt);
  else await clearAuthnFailures(attempt);
}
