import { createSecret, hashSecret, secretsEqual } from '../../secrets/hash-secret';

/**
 * Whether this browser started the login challenge. The challenge id travels in URLs
 * (history, logs, a link sent to someone else); the browser key only in the HttpOnly cookie
 * of the browser that opened the authorization request (docs/authentication.md).
 */
export function isStartedBy(
  challenge: { browserKeyHash: string },
  browserKey: string | undefined,
): boolean {
  return browserKey !== undefined && secretsEqual(hashSecret(browserKey), challenge.browserKeyHash);
}

/** A key for a browser that has none yet (256 random bits). */
export function newBrowserKey(): string {
  return createSecret();
}
