import { getBox } from '@coffer/domain/boxes';
import { callerProcedure, withContract } from '../../trpc';
import { getBoxContract } from './get-box.types';

export const getBoxProcedure = withContract(callerProcedure(2), getBoxContract).query(
  ({ ctx, input }) => getBox({ caller: ctx.caller, boxId: input.id }),
);
