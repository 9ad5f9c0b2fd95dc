import { updateWebhookEndpoint } from '@coffer/domain/webhooks';
import { callerProcedure, withContract } from '../../trpc';
import { updateWebhookEndpointContract } from './update-webhook-endpoint.types';

export const updateWebhookEndpointProcedure = withContract(
  callerProcedure(2),
  updateWebhookEndpointContract,
).mutation(async ({ ctx, input }) => {
  await updateWebhookEndpoint({
    caller: ctx.caller,
    organizationId: input.oid,
    endpointId: input.id,
    changes: { url: input.url, eventTypes: input.event_types, enabled: input.enabled },
  });
});
