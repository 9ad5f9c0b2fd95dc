import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { RelyingPartyKey } from './relying-party-key';

// Providers accept assertions at most 5 minutes ahead (contract §5); 240 s leaves room
// between signing and the end of a measurement.
const ASSERTION_LIFETIME_SECONDS = 240;

/**
 * `count` private_key_jwt assertions (RFC 7523), each with its own jti. Signed before the
 * measurement: signing during it would take CPU from the server on the same cores.
 */
export function presignClientAssertions(options: {
  key: RelyingPartyKey;
  clientId: string;
  audience: string;
  count: number;
}): Promise<string[]> {
  const { key, clientId, audience } = options;
  const issuedAt = Math.floor(Date.now() / 1000);
  return Promise.all(
    Array.from({ length: options.count }, () =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'ES256', kid: key.kid })
        .setIssuer(clientId)
        .setSubject(clientId)
        .setAudience(audience)
        .setJti(randomUUID())
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ASSERTION_LIFETIME_SECONDS)
        .sign(key.privateKey),
    ),
  );
}
