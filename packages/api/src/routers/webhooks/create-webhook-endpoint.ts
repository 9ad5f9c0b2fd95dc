import { createWebhookEndpoint } from '@coffer/domain/webhooks';
import { callerProcedure, withContract } from '../../trpc';
import { createWebhookEndpointContract } from './create-webhook-endpoint.types';

export const createWebhookEndpointProcedure = withContract(
  callerProcedure(2),
  createWebhookEndpointContract,
).mutation(({ ctx, input }) =>
  createWebhookEndpoint({
    caller: ctx.caller,
    organizationId: input.oid,
    url: input.url,
    eventTypes: input.event_types,
  }),
);
