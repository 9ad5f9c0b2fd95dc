import { listWebauthnCredentials } from '@coffer/domain/authn-methods';
import { userProcedure, withContract } from '../../trpc';
import { listWebauthnCredentialsContract } from './list-webauthn-credentials.types';

export const listWebauthnCredentialsProcedure = withContract(
  userProcedure(2),
  listWebauthnCredentialsContract,
).query(({ ctx, input }) =>
  listWebauthnCredentials({ caller: ctx.caller, identityId: input.identity_id }),
);
