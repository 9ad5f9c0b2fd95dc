import { listIdentityPubkeys } from '@coffer/domain/identities';
import { callerProcedure, withContract } from '../../trpc';
import { listIdentityPubkeysContract } from './list-identity-pubkeys.types';

/** Acr 2, people and organizations alike: whoever may send access.add events. */
export const listIdentityPubkeysProcedure = withContract(
  callerProcedure(2),
  listIdentityPubkeysContract,
).query(({ input }) => listIdentityPubkeys({ identifierValue: input.identifier_value }));
