import { createBox } from '@coffer/domain/boxes';
import { callerProcedure } from '../../trpc';
import { createBoxInput, createBoxMeta, createBoxOutput } from './create-box.types';

export const createBoxProcedure = callerProcedure(2)
  .meta({ rest: createBoxMeta })
  .input(createBoxInput)
  .output(createBoxOutput)
  .mutation(({ ctx, input: { oid, ...box } }) =>
    createBox({ caller: ctx.caller, organizationId: oid, box }),
  );
