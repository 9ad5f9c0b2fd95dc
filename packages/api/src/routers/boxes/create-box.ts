import { createBox } from '@coffer/domain/boxes';
import { callerProcedure, withContract } from '../../trpc';
import { createBoxContract } from './create-box.types';

export const createBoxProcedure = withContract(callerProcedure(2), createBoxContract).mutation(
  ({ ctx, input: { oid, ...box } }) => createBox({ caller: ctx.caller, organizationId: oid, box }),
);
