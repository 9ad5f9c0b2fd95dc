import { listBoxMembers } from '@coffer/domain/boxes';
import { defineOperation } from '../../operations/operation';
import { callerRung } from '../../auth/ladder';
import { listBoxMembersContract } from './list-box-members.types';

export const listBoxMembersOperation = defineOperation(
  callerRung(2),
  listBoxMembersContract,
  ({ ctx, input }) => listBoxMembers({ caller: ctx.caller, boxId: input.id }),
);
