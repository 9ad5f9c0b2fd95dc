import { listWebhookDeliveries } from '@coffer/domain/webhooks';
import { defineOperation } from '../../operations/operation';
import { callerRung } from '../../auth/ladder';
import { listWebhookDeliveriesContract } from './list-webhook-deliveries.types';

export const listWebhookDeliveriesOperation = defineOperation(
  callerRung(2),
  listWebhookDeliveriesContract,
  ({ ctx, input }) =>
    listWebhookDeliveries({
      caller: ctx.caller,
      organizationId: input.oid,
      endpointId: input.id,
      offset: input.offset,
      limit: input.limit,
    }),
);
