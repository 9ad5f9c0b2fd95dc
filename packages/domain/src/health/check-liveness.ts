export type Liveness = { status: 'ok' };

/**
 * Whether the process answers at all: nothing else is asked, so a database outage never
 * makes a supervisor restart processes that will serve again once it is back.
 */
export function checkLiveness(): Liveness {
  return { status: 'ok' };
}
