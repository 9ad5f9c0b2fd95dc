import { getIdentityProfile } from '@coffer/domain/identities';
import { optionalCallerProcedure } from '../../trpc';
import {
  getIdentityProfileInput,
  getIdentityProfileMeta,
  getIdentityProfileOutput,
} from './get-identity-profile.types';

/** Acr 0: anyone may read a profile; credentials, when sent, may show more (and must be valid). */
export const getIdentityProfileProcedure = optionalCallerProcedure
  .meta({ rest: getIdentityProfileMeta })
  .input(getIdentityProfileInput)
  .output(getIdentityProfileOutput)
  .query(({ ctx, input }) => getIdentityProfile({ identityId: input.id, caller: ctx.caller }));
