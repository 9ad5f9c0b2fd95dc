import { deleteIdentity } from '@coffer/domain/identities';
import { clearedSessionCookies } from '../../auth/cookies';
import { defineOperation } from '../../operations/operation';
import { userRung } from '../../auth/ladder';
import { deleteIdentityContract } from './delete-identity.types';

// The level is checked by the domain (1, or 2 when the identity has a second method).
export const deleteIdentityOperation = defineOperation(
  userRung(1),
  deleteIdentityContract,
  async ({ ctx, input }) => {
    await deleteIdentity({
      caller: ctx.caller,
      identityId: input.id,
      userConfirmation: input.user_confirmation,
    });
    // The caller's session went with the identity: the browser forgets its cookies too.
    for (const cookie of clearedSessionCookies()) ctx.response.headers.append('set-cookie', cookie);
  },
);
