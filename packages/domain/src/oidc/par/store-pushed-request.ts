import { getDb } from '@coffer/db';
import { createSecret, hashSecret } from '../../secrets/hash-secret';
import { PUSHED_REQUEST_TTL_SECONDS } from '../oidc-constants';
import { REQUEST_URI_PREFIX } from './take-pushed-request';

// Expired requests are forgotten now and then (takePushedRequest refuses them anyway).
const PRUNE_PROBABILITY = 0.01;

/**
 * Keeps a checked authorization request of `clientId` for 60 s under a new request_uri, of
 * which only the hash is stored (RFC 9126 §2.2): what the browser then brings, once.
 */
export async function storePushedRequest(options: {
  clientId: string;
  parameters: Record<string, string | undefined>;
}): Promise<{ request_uri: string; expires_in: number }> {
  const requestUri = `${REQUEST_URI_PREFIX}${createSecret()}`;
  await getDb().pushedAuthorizationRequest.create({
    data: {
      requestUriHash: hashSecret(requestUri),
      clientId: options.clientId,
      parameters: options.parameters,
      expiresAt: new Date(Date.now() + PUSHED_REQUEST_TTL_SECONDS * 1000),
    },
  });
  if (Math.random() < PRUNE_PROBABILITY) {
    await getDb().pushedAuthorizationRequest.deleteMany({
      where: { expiresAt: { lt: new Date() } },
    });
  }
  return { request_uri: requestUri, expires_in: PUSHED_REQUEST_TTL_SECONDS };
}
