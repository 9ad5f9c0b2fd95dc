import { userProcedure, withContract } from '../../trpc';
import { getSessionContract } from './get-session.types';

export const getSessionProcedure = withContract(userProcedure(1), getSessionContract).query(
  ({ ctx: { caller } }) => ({
    identity_id: caller.identityId,
    // service.md: account_id is always null for a caller connected with acr 1.
    account_id: caller.acr >= 2 ? caller.accountId : null,
    has_account: caller.accountId !== null,
    acr: caller.acr,
    amr: caller.amr,
    auth_time: caller.authTime.toISOString(),
  }),
);
