import { listWebhookEndpoints } from '@coffer/domain/webhooks';
import { defineOperation } from '../../operations/operation';
import { callerRung } from '../../auth/ladder';
import { listWebhookEndpointsContract } from './list-webhook-endpoints.types';

export const listWebhookEndpointsOperation = defineOperation(
  callerRung(2),
  listWebhookEndpointsContract,
  ({ ctx, input }) => listWebhookEndpoints({ caller: ctx.caller, organizationId: input.oid }),
);
