import { randomBytes } from 'node:crypto';
import { seal, unseal } from '../secrets/seal';

const SEAL_CONTEXT = 'webhook-secret';

/**
 * A new signing secret in Standard Webhooks' form (`whsec_` and 32 random bytes in base64),
 * shown to the organization once, and kept sealed: Coffer must sign with it.
 */
export function createWebhookSecret(): { secret: string; sealed: string } {
  const secret = `whsec_${randomBytes(32).toString('base64')}`;
  return { secret, sealed: seal(secret, SEAL_CONTEXT) };
}

export function unsealWebhookSecret(sealed: string): string {
  return unseal(sealed, SEAL_CONTEXT);
}
