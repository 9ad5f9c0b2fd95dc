import type { AuthnSource } from '../lockout/authn-attempt';

/**
 * The source of attempts made by tests that call the methods directly: no browser key, one
 * documentation address (RFC 5737). Its failures count per address and towards the
 * identity's shared row, as a stranger's would.
 */
export const TEST_SOURCE: AuthnSource = { browserKey: undefined, clientIp: '192.0.2.1' };
