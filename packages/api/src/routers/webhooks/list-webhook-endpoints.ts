import { listWebhookEndpoints } from '@coffer/domain/webhooks';
import { callerProcedure, withContract } from '../../trpc';
import { listWebhookEndpointsContract } from './list-webhook-endpoints.types';

export const listWebhookEndpointsProcedure = withContract(
  callerProcedure(2),
  listWebhookEndpointsContract,
).query(({ ctx, input }) =>
  listWebhookEndpoints({ caller: ctx.caller, organizationId: input.oid }),
);
