import { createBox } from '@coffer/domain/boxes';
import { defineOperation } from '../../operations/operation';
import { callerRung } from '../../auth/ladder';
import { createBoxContract } from './create-box.types';

export const createBoxOperation = defineOperation(
  callerRung(2),
  createBoxContract,
  ({ ctx, input: { oid, ...box } }) => createBox({ caller: ctx.caller, organizationId: oid, box }),
);
