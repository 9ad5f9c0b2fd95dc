import { AppError } from '@coffer/domain';
import { listWebauthnCredentials } from '@coffer/domain/authn-methods';
import { userProcedure, withContract } from '../../trpc';
import { listWebauthnCredentialsContract } from './list-webauthn-credentials.types';

export const listWebauthnCredentialsProcedure = withContract(
  userProcedure(2),
  listWebauthnCredentialsContract,
).query(({ ctx, input }) => {
  // The identity is named in the query here, not the path: the refusal says so.
  if (input.identity_id !== ctx.caller.identityId) {
    throw new AppError('forbidden', {
      origin: 'query',
      desc: 'identity_id must be your own identity',
      details: { identity_id: 'forbidden' },
    });
  }
  return listWebauthnCredentials({ identityId: input.identity_id });
});
