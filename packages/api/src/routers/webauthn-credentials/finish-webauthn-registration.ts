import { finishWebauthnRegistration } from '@coffer/domain/authn-methods';
import { assertSelf } from '@coffer/domain/sessions';
import { userProcedure } from '../../trpc';
import {
  finishWebauthnRegistrationInput,
  finishWebauthnRegistrationMeta,
  finishWebauthnRegistrationOutput,
} from './finish-webauthn-registration.types';

export const finishWebauthnRegistrationProcedure = userProcedure(1)
  .meta({ rest: finishWebauthnRegistrationMeta })
  .input(finishWebauthnRegistrationInput)
  .output(finishWebauthnRegistrationOutput)
  .mutation(({ ctx, input }) => {
    assertSelf(ctx.caller, input.id);
    return finishWebauthnRegistration({
      identityId: input.id,
      name: input.name,
      credential: input.credential,
    });
  });
