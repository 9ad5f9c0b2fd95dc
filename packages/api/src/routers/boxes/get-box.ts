import { getBox } from '@coffer/domain/boxes';
import { callerProcedure } from '../../trpc';
import { getBoxInput, getBoxMeta, getBoxOutput } from './get-box.types';

export const getBoxProcedure = callerProcedure(2)
  .meta({ rest: getBoxMeta })
  .input(getBoxInput)
  .output(getBoxOutput)
  .query(({ ctx, input }) => getBox({ caller: ctx.caller, boxId: input.id }));
