import { isIP } from 'node:net';
import { getEnv } from '@coffer/env';
import { AppError } from '../errors/app-error';
import { isPublicAddress } from './post-webhook';

/**
 * Refuses, when WEBHOOK_PRIVATE_NETWORKS is `deny`, an endpoint whose address plainly is not
 * public (`localhost`, a loopback or private IP): the admin learns it when registering, not
 * from a log of failed deliveries. A name is judged at each delivery instead, where its
 * answer is the one connected to (postWebhook). `field` names the address in the refusal.
 */
export function assertWebhookDestination(url: string, field = 'url'): void {
  if (getEnv().activity.webhookPrivateNetworks === 'allow') return;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const local = host === 'localhost' || host.endsWith('.localhost');
  if (local || (isIP(host) !== 0 && !isPublicAddress(host))) {
    throw new AppError('bad_request', {
      origin: 'body',
      desc: `${host} is not a public address; this Coffer delivers webhooks to public addresses only (WEBHOOK_PRIVATE_NETWORKS)`,
      details: { [field]: 'forbidden' },
    });
  }
}
