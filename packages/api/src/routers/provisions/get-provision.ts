import { getProvision } from '@coffer/domain/provisions';
import { userProcedure, withContract } from '../../trpc';
import { getProvisionContract } from './get-provision.types';

/** Acr 1: the link came by mail, like an emailed code; the hash and the email are the proof. */
export const getProvisionProcedure = withContract(userProcedure(1), getProvisionContract).query(
  ({ ctx, input }) =>
    getProvision({ caller: ctx.caller, userKeyShareHash: input.user_key_share_hash }),
);
