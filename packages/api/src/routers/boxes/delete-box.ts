import { deleteBox } from '@coffer/domain/boxes';
import { callerProcedure, withContract } from '../../trpc';
import { deleteBoxContract } from './delete-box.types';

export const deleteBoxProcedure = withContract(callerProcedure(2), deleteBoxContract).mutation(
  ({ ctx, input }) => deleteBox({ caller: ctx.caller, boxId: input.id }),
);
