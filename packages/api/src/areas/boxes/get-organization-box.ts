import { getOrganizationBox } from '@coffer/domain/boxes';
import { defineOperation } from '../../operations/operation';
import { callerRung } from '../../auth/ladder';
import { getOrganizationBoxContract } from './get-organization-box.types';

export const getOrganizationBoxOperation = defineOperation(
  callerRung(2),
  getOrganizationBoxContract,
  ({ ctx, input }) =>
    getOrganizationBox({ caller: ctx.caller, organizationId: input.oid, boxId: input.id }),
);
