import { getIdentityProfile } from '@coffer/domain/identities';
import { optionalCallerProcedure, withContract } from '../../trpc';
import { getIdentityProfileContract } from './get-identity-profile.types';

/** Acr 0: anyone may read a profile; credentials, when sent, may show more (and must be valid). */
export const getIdentityProfileProcedure = withContract(
  optionalCallerProcedure,
  getIdentityProfileContract,
).query(({ ctx, input }) => getIdentityProfile({ identityId: input.id, caller: ctx.caller }));
