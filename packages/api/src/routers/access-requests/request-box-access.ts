import { requestBoxAccess } from '@coffer/domain/access-requests';
import { userProcedure, withContract } from '../../trpc';
import { requestBoxAccessContract } from './request-box-access.types';

/** Acr 2, like the keys the invitation will be encrypted to. */
export const requestBoxAccessProcedure = withContract(
  userProcedure(2),
  requestBoxAccessContract,
).mutation(({ ctx, input }) => requestBoxAccess({ caller: ctx.caller, boxId: input.id }));
