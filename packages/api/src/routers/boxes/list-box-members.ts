import { listBoxMembers } from '@coffer/domain/boxes';
import { callerProcedure, withContract } from '../../trpc';
import { listBoxMembersContract } from './list-box-members.types';

export const listBoxMembersProcedure = withContract(
  callerProcedure(2),
  listBoxMembersContract,
).query(({ ctx, input }) => listBoxMembers({ caller: ctx.caller, boxId: input.id }));
