import { getProvision } from '@coffer/domain/provisions';
import { defineOperation } from '../../operations/operation';
import { userRung } from '../../auth/ladder';
import { getProvisionContract } from './get-provision.types';

/** Acr 1: the link came by mail, like an emailed code; the hash and the email are the proof. */
export const getProvisionOperation = defineOperation(
  userRung(1),
  getProvisionContract,
  ({ ctx, input }) =>
    getProvision({ caller: ctx.caller, userKeyShareHash: input.user_key_share_hash }),
);
