import { getKeyShare } from '@coffer/domain/key-shares';
import { defineOperation } from '../../operations/operation';
import { callerRung } from '../../auth/ladder';
import { getKeyShareContract } from './get-key-share.types';

/** Acr 1 and no membership (docs/crypto.md): the hash is the capability. */
export const getKeyShareOperation = defineOperation(
  callerRung(1),
  getKeyShareContract,
  ({ input }) => getKeyShare({ invitationShareHash: input.invitation_share_hash }),
);
