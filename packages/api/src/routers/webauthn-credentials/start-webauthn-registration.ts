import { startWebauthnRegistration } from '@coffer/domain/authn-methods';
import { userProcedure, withContract } from '../../trpc';
import { startWebauthnRegistrationContract } from './start-webauthn-registration.types';

// A GET in the contract, but it stores a challenge: a mutation for tRPC callers, so that
// no client-side cache serves (or refetches) challenges on its own.
export const startWebauthnRegistrationProcedure = withContract(
  userProcedure(1),
  startWebauthnRegistrationContract,
).mutation(({ ctx, input }) =>
  startWebauthnRegistration({ caller: ctx.caller, identityId: input.id }),
);
