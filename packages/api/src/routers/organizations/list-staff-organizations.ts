import { listStaffOrganizations } from '@coffer/domain/organizations';
import { userProcedure } from '../../trpc';
import {
  listStaffOrganizationsInput,
  listStaffOrganizationsMeta,
  listStaffOrganizationsOutput,
} from './list-staff-organizations.types';

export const listStaffOrganizationsProcedure = userProcedure(2)
  .meta({ rest: listStaffOrganizationsMeta })
  .input(listStaffOrganizationsInput)
  .output(listStaffOrganizationsOutput)
  .query(({ ctx }) => listStaffOrganizations({ identityId: ctx.caller.identityId }));
