import { listStaffOrganizations } from '@coffer/domain/organizations';
import { defineOperation } from '../../operations/operation';
import { userRung } from '../../auth/ladder';
import { listStaffOrganizationsContract } from './list-staff-organizations.types';

export const listStaffOrganizationsOperation = defineOperation(
  userRung(2),
  listStaffOrganizationsContract,
  ({ ctx }) => listStaffOrganizations({ identityId: ctx.caller.identityId }),
);
