import { startWebauthnRegistration } from '@coffer/domain/authn-methods';
import { assertSelf } from '@coffer/domain/sessions';
import { userProcedure, withContract } from '../../trpc';
import { startWebauthnRegistrationContract } from './start-webauthn-registration.types';

// A GET in the contract, but it stores a challenge: a mutation for tRPC callers, so that
// no client-side cache serves (or refetches) challenges on its own.
export const startWebauthnRegistrationProcedure = withContract(
  userProcedure(1),
  startWebauthnRegistrationContract,
).mutation(({ ctx, input }) => {
  assertSelf(ctx.caller, input.id);
  return startWebauthnRegistration({ identityId: input.id });
});
