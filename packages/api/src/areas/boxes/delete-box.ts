import { deleteBox } from '@coffer/domain/boxes';
import { defineOperation } from '../../operations/operation';
import { callerRung } from '../../auth/ladder';
import { deleteBoxContract } from './delete-box.types';

export const deleteBoxOperation = defineOperation(
  callerRung(2),
  deleteBoxContract,
  ({ ctx, input }) => deleteBox({ caller: ctx.caller, boxId: input.id }),
);
