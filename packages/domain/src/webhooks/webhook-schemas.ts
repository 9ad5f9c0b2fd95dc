import { z } from 'zod';
import { BOX_EVENT_TYPES } from '../boxes/box-event-types';

/** What an endpoint may subscribe to: every box event type, and the deletion of a box. */
export const WEBHOOK_EVENT_TYPES = [...BOX_EVENT_TYPES, 'box.delete'] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * An endpoint's address: https, or plain http on this machine only (a receiver under
 * development). At most 2048 characters, no credentials in it.
 */
export const webhookUrlSchema = z
  .string()
  .max(2048)
  .refine((text) => {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return false;
    }
    if (url.username !== '' || url.password !== '') return false;
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
  }, 'must be an https:// URL (http:// only for localhost)');

export const webhookEventTypesSchema = z
  .array(z.enum(WEBHOOK_EVENT_TYPES))
  .min(1)
  .max(WEBHOOK_EVENT_TYPES.length)
  .refine((types) => new Set(types).size === types.length, 'each type once');
