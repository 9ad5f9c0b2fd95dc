import type { Operation } from '../../rest/operation-table';
import { getEncryptedInvitationKeyShareProcedure } from './get-encrypted-invitation-key-share';
import { getKeyShareProcedure } from './get-key-share';
import { getSharedBoxInfoProcedure } from './get-shared-box-info';

export const keySharesRouter = {
  getKeyShare: getKeyShareProcedure,
  getSharedBoxInfo: getSharedBoxInfoProcedure,
  getEncryptedInvitationKeyShare: getEncryptedInvitationKeyShareProcedure,
} satisfies Record<string, Operation>;
