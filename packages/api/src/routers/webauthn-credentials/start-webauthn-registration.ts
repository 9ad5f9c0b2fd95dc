import { startWebauthnRegistration } from '@coffer/domain/authn-methods';
import { assertSelf } from '@coffer/domain/sessions';
import { userProcedure } from '../../trpc';
import {
  startWebauthnRegistrationInput,
  startWebauthnRegistrationMeta,
  startWebauthnRegistrationOutput,
} from './start-webauthn-registration.types';

// A GET in the contract, but it stores a challenge: a mutation for tRPC callers, so that
// no client-side cache serves (or refetches) challenges on its own.
export const startWebauthnRegistrationProcedure = userProcedure(1)
  .meta({ rest: startWebauthnRegistrationMeta })
  .input(startWebauthnRegistrationInput)
  .output(startWebauthnRegistrationOutput)
  .mutation(({ ctx, input }) => {
    assertSelf(ctx.caller, input.id);
    return startWebauthnRegistration({ identityId: input.id });
  });
