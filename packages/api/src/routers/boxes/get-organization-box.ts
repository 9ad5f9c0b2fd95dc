import { getOrganizationBox } from '@coffer/domain/boxes';
import { callerProcedure } from '../../trpc';
import {
  getOrganizationBoxInput,
  getOrganizationBoxMeta,
  getOrganizationBoxOutput,
} from './get-organization-box.types';

export const getOrganizationBoxProcedure = callerProcedure(2)
  .meta({ rest: getOrganizationBoxMeta })
  .input(getOrganizationBoxInput)
  .output(getOrganizationBoxOutput)
  .query(({ ctx, input }) =>
    getOrganizationBox({ caller: ctx.caller, organizationId: input.oid, boxId: input.id }),
  );
