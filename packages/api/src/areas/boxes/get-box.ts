import { getBox } from '@coffer/domain/boxes';
import { defineOperation } from '../../operations/operation';
import { callerRung } from '../../auth/ladder';
import { getBoxContract } from './get-box.types';

export const getBoxOperation = defineOperation(callerRung(2), getBoxContract, ({ ctx, input }) =>
  getBox({ caller: ctx.caller, boxId: input.id }),
);
