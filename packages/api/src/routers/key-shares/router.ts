import type { Operation } from '../../rest/operation-table';
import { getEncryptedInvitationKeyShareProcedure } from './get-encrypted-invitation-key-share';
import { getKeyShareProcedure } from './get-key-share';

export const keySharesRouter = {
  getKeyShare: getKeyShareProcedure,
  getEncryptedInvitationKeyShare: getEncryptedInvitationKeyShareProcedure,
} satisfies Record<string, Operation>;
