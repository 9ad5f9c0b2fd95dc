import { rotateWebhookSecret } from '@coffer/domain/webhooks';
import { callerProcedure, withContract } from '../../trpc';
import { rotateWebhookSecretContract } from './rotate-webhook-secret.types';

export const rotateWebhookSecretProcedure = withContract(
  callerProcedure(2),
  rotateWebhookSecretContract,
).mutation(({ ctx, input }) =>
  rotateWebhookSecret({ caller: ctx.caller, organizationId: input.oid, endpointId: input.id }),
);
