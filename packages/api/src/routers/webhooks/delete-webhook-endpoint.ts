import { deleteWebhookEndpoint } from '@coffer/domain/webhooks';
import { callerProcedure, withContract } from '../../trpc';
import { deleteWebhookEndpointContract } from './delete-webhook-endpoint.types';

export const deleteWebhookEndpointProcedure = withContract(
  callerProcedure(2),
  deleteWebhookEndpointContract,
).mutation(async ({ ctx, input }) => {
  await deleteWebhookEndpoint({
    caller: ctx.caller,
    organizationId: input.oid,
    endpointId: input.id,
  });
});
