import { listIdentityPubkeys } from '@coffer/domain/identities';
import { defineOperation } from '../../operations/operation';
import { callerRung } from '../../auth/ladder';
import { listIdentityPubkeysContract } from './list-identity-pubkeys.types';

/** Acr 2, people and organizations alike: whoever may send access.add events. */
export const listIdentityPubkeysOperation = defineOperation(
  callerRung(2),
  listIdentityPubkeysContract,
  ({ input }) => listIdentityPubkeys({ identifierValue: input.identifier_value }),
);
