import { listWebhookDeliveries } from '@coffer/domain/webhooks';
import { callerProcedure, withContract } from '../../trpc';
import { listWebhookDeliveriesContract } from './list-webhook-deliveries.types';

export const listWebhookDeliveriesProcedure = withContract(
  callerProcedure(2),
  listWebhookDeliveriesContract,
).query(({ ctx, input }) =>
  listWebhookDeliveries({
    caller: ctx.caller,
    organizationId: input.oid,
    endpointId: input.id,
    offset: input.offset,
    limit: input.limit,
  }),
);
