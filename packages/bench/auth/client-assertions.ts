import { signClientAssertion, type RelyingPartyKey } from '@coffer/api/test-relying-party';

// Providers accept assertions at most 5 minutes ahead (docs/oidc.md); 240 s leaves room
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
      signClientAssertion(key, {
        clientId,
        audience,
        issuedAt,
        lifetimeSeconds: ASSERTION_LIFETIME_SECONDS,
      }),
    ),
  );
}
