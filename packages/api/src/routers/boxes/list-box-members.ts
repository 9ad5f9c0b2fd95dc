import { listBoxMembers } from '@coffer/domain/boxes';
import { callerProcedure } from '../../trpc';
import {
  listBoxMembersInput,
  listBoxMembersMeta,
  listBoxMembersOutput,
} from './list-box-members.types';

export const listBoxMembersProcedure = callerProcedure(2)
  .meta({ rest: listBoxMembersMeta })
  .input(listBoxMembersInput)
  .output(listBoxMembersOutput)
  .query(({ ctx, input }) => listBoxMembers({ caller: ctx.caller, boxId: input.id }));
