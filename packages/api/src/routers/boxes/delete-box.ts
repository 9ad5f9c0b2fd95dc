import { deleteBox } from '@coffer/domain/boxes';
import { callerProcedure } from '../../trpc';
import { deleteBoxInput, deleteBoxMeta } from './delete-box.types';

export const deleteBoxProcedure = callerProcedure(2)
  .meta({ rest: deleteBoxMeta })
  .input(deleteBoxInput)
  .mutation(({ ctx, input }) => deleteBox({ caller: ctx.caller, boxId: input.id }));
