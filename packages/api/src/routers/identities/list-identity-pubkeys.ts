import { listIdentityPubkeys } from '@coffer/domain/identities';
import { callerProcedure } from '../../trpc';
import {
  listIdentityPubkeysInput,
  listIdentityPubkeysMeta,
  listIdentityPubkeysOutput,
} from './list-identity-pubkeys.types';

/** Acr 2, people and organizations alike: whoever may send access.add events. */
export const listIdentityPubkeysProcedure = callerProcedure(2)
  .meta({ rest: listIdentityPubkeysMeta })
  .input(listIdentityPubkeysInput)
  .output(listIdentityPubkeysOutput)
  .query(({ input }) => listIdentityPubkeys({ identifierValue: input.identifier_value }));
