import type { AnyOperation } from '../../operations/operation-table';
import { getEncryptedInvitationKeyShareOperation } from './get-encrypted-invitation-key-share';
import { getKeyShareOperation } from './get-key-share';
import { getSharedBoxInfoOperation } from './get-shared-box-info';

export const keySharesOperations = {
  getKeyShare: getKeyShareOperation,
  getSharedBoxInfo: getSharedBoxInfoOperation,
  getEncryptedInvitationKeyShare: getEncryptedInvitationKeyShareOperation,
} satisfies Record<string, AnyOperation>;
