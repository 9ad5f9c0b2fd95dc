import { listStaffOrganizations } from '@coffer/domain/organizations';
import { userProcedure, withContract } from '../../trpc';
import { listStaffOrganizationsContract } from './list-staff-organizations.types';

export const listStaffOrganizationsProcedure = withContract(
  userProcedure(2),
  listStaffOrganizationsContract,
).query(({ ctx }) => listStaffOrganizations({ identityId: ctx.caller.identityId }));
