import { finishWebauthnRegistration } from '@coffer/domain/authn-methods';
import { defineOperation } from '../../operations/operation';
import { userRung } from '../../auth/ladder';
import { finishWebauthnRegistrationContract } from './finish-webauthn-registration.types';

export const finishWebauthnRegistrationOperation = defineOperation(
  userRung(1),
  finishWebauthnRegistrationContract,
  ({ ctx, input: { id, step_up: stepUp, ...registration } }) =>
    finishWebauthnRegistration({ caller: ctx.caller, identityId: id, stepUp, ...registration }),
);
