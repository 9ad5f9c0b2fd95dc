import { requestBoxAccess } from '@coffer/domain/access-requests';
import { defineOperation } from '../../operations/operation';
import { userRung } from '../../auth/ladder';
import { requestBoxAccessContract } from './request-box-access.types';

/** Acr 2, like the keys the invitation will be encrypted to. */
export const requestBoxAccessOperation = defineOperation(
  userRung(2),
  requestBoxAccessContract,
  ({ ctx, input }) => requestBoxAccess({ caller: ctx.caller, boxId: input.id }),
);
