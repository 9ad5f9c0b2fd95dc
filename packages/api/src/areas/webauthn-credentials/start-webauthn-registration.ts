import { startWebauthnRegistration } from '@coffer/domain/authn-methods';
import { defineOperation } from '../../operations/operation';
import { userRung } from '../../auth/ladder';
import { startWebauthnRegistrationContract } from './start-webauthn-registration.types';

// A GET in the contract, but it stores a challenge: a mutation for tRPC callers, so that
// no client-side cache serves (or refetches) challenges on its own.
export const startWebauthnRegistrationOperation = defineOperation(
  userRung(1),
  startWebauthnRegistrationContract,
  ({ ctx, input }) => startWebauthnRegistration({ caller: ctx.caller, identityId: input.id }),
);
