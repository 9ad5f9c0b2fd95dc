import type { ApiInputs } from '../../lib/trpc/procedure-types';

export type WebhookEventType =
  ApiInputs['webhooks']['createWebhookEndpoint']['event_types'][number];

// A record, so that a type the API gains and the form forgets is a type error here.
const IN_FORM_ORDER: Record<WebhookEventType, true> = {
  'msg.text': true,
  'msg.file': true,
  'msg.delete': true,
  create: true,
  'box.delete': true,
  'member.join': true,
  'member.leave': true,
  'access.add': true,
  'access.rm': true,
  'state.access_mode': true,
  'state.key_share': true,
};

/** Every type an endpoint can choose (docs/activity.md, "Organization webhooks"). */
export const WEBHOOK_EVENT_TYPES = Object.keys(IN_FORM_ORDER) as WebhookEventType[];
