import { updateWebhookEndpoint } from '@coffer/domain/webhooks';
import { defineOperation } from '../../operations/operation';
import { callerRung } from '../../auth/ladder';
import { updateWebhookEndpointContract } from './update-webhook-endpoint.types';

export const updateWebhookEndpointOperation = defineOperation(
  callerRung(2),
  updateWebhookEndpointContract,
  async ({ ctx, input }) => {
    await updateWebhookEndpoint({
      caller: ctx.caller,
      organizationId: input.oid,
      endpointId: input.id,
      changes: { url: input.url, eventTypes: input.event_types, enabled: input.enabled },
    });
  },
);
