import { getIdentityProfile } from '@coffer/domain/identities';
import { defineOperation } from '../../operations/operation';
import { optionalCallerRung } from '../../auth/ladder';
import { getIdentityProfileContract } from './get-identity-profile.types';

/** Acr 0: anyone may read a profile; credentials, when sent, may show more (and must be valid). */
export const getIdentityProfileOperation = defineOperation(
  optionalCallerRung,
  getIdentityProfileContract,
  ({ ctx, input }) => getIdentityProfile({ identityId: input.id, caller: ctx.caller }),
);
