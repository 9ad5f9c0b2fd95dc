import { createHmac } from 'node:crypto';
import { getEnv } from '@coffer/env';
import { AppError } from '../errors/app-error';
import { deriveKey } from '../secrets/derive-key';
import { secretsEqual } from '../secrets/hash-secret';

/**
 * The token of an activity email's unsubscribe link (docs/activity.md): an HMAC of the
 * identity's id under a server key. Whoever holds one of that person's emails may turn their
 * activity emails off, and nothing else; nothing is stored.
 */
function unsubscribeTokenFor(identityId: string): string {
  return createHmac('sha256', deriveKey('unsubscribe')).update(identityId).digest('base64url');
}

/** A token that is not the identity's: 403, nothing changes. */
export function assertUnsubscribeToken(identityId: string, candidate: string): void {
  if (!secretsEqual(unsubscribeTokenFor(identityId), candidate)) {
    throw new AppError('forbidden', {
      origin: 'query',
      desc: 'this unsubscribe link is not valid',
      details: { token: 'invalid' },
    });
  }
}

/** The one-click address (RFC 8058) of an identity's activity emails. */
export function unsubscribeUrlFor(identityId: string): string {
  const url = new URL(
    `/api/identities/${identityId}/notifications/unsubscription`,
    getEnv().appOrigin,
  );
  url.searchParams.set('token', unsubscribeTokenFor(identityId));
  return url.toString();
}
