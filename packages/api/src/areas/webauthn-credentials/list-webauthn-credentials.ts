import { listWebauthnCredentials } from '@coffer/domain/authn-methods';
import { defineOperation } from '../../operations/operation';
import { userRung } from '../../auth/ladder';
import { listWebauthnCredentialsContract } from './list-webauthn-credentials.types';

export const listWebauthnCredentialsOperation = defineOperation(
  userRung(2),
  listWebauthnCredentialsContract,
  ({ ctx, input }) =>
    listWebauthnCredentials({ caller: ctx.caller, identityId: input.identity_id }),
);
