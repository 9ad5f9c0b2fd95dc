import { createWebhookEndpoint } from '@coffer/domain/webhooks';
import { defineOperation } from '../../operations/operation';
import { callerRung } from '../../auth/ladder';
import { createWebhookEndpointContract } from './create-webhook-endpoint.types';

export const createWebhookEndpointOperation = defineOperation(
  callerRung(2),
  createWebhookEndpointContract,
  ({ ctx, input }) =>
    createWebhookEndpoint({
      caller: ctx.caller,
      organizationId: input.oid,
      url: input.url,
      eventTypes: input.event_types,
    }),
);
