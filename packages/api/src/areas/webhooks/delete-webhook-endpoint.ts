import { deleteWebhookEndpoint } from '@coffer/domain/webhooks';
import { defineOperation } from '../../operations/operation';
import { callerRung } from '../../auth/ladder';
import { deleteWebhookEndpointContract } from './delete-webhook-endpoint.types';

export const deleteWebhookEndpointOperation = defineOperation(
  callerRung(2),
  deleteWebhookEndpointContract,
  async ({ ctx, input }) => {
    await deleteWebhookEndpoint({
      caller: ctx.caller,
      organizationId: input.oid,
      endpointId: input.id,
    });
  },
);
