import { finishWebauthnRegistration } from '@coffer/domain/authn-methods';
import { userProcedure, withContract } from '../../trpc';
import { finishWebauthnRegistrationContract } from './finish-webauthn-registration.types';

export const finishWebauthnRegistrationProcedure = withContract(
  userProcedure(1),
  finishWebauthnRegistrationContract,
).mutation(({ ctx, input: { id, step_up: stepUp, ...registration } }) =>
  finishWebauthnRegistration({ caller: ctx.caller, identityId: id, stepUp, ...registration }),
);
