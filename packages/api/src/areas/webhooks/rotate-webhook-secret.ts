import { rotateWebhookSecret } from '@coffer/domain/webhooks';
import { defineOperation } from '../../operations/operation';
import { callerRung } from '../../auth/ladder';
import { rotateWebhookSecretContract } from './rotate-webhook-secret.types';

export const rotateWebhookSecretOperation = defineOperation(
  callerRung(2),
  rotateWebhookSecretContract,
  ({ ctx, input }) =>
    rotateWebhookSecret({ caller: ctx.caller, organizationId: input.oid, endpointId: input.id }),
);
