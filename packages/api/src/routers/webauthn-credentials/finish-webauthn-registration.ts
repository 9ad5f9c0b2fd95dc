import { finishWebauthnRegistration } from '@coffer/domain/authn-methods';
import { assertSelf } from '@coffer/domain/sessions';
import { userProcedure, withContract } from '../../trpc';
import { finishWebauthnRegistrationContract } from './finish-webauthn-registration.types';

export const finishWebauthnRegistrationProcedure = withContract(
  userProcedure(1),
  finishWebauthnRegistrationContract,
).mutation(({ ctx, input }) => {
  assertSelf(ctx.caller, input.id);
  return finishWebauthnRegistration({
    identityId: input.id,
    name: input.name,
    credential: input.credential,
  });
});
