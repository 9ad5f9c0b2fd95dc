import { listStaffOrganizations } from '@coffer/domain/organizations';
import { userProcedure } from '../../trpc';
import {
  listOrganizationsInput,
  listOrganizationsMeta,
  listOrganizationsOutput,
} from './list-organizations.types';

export const listOrganizationsProcedure = userProcedure(2)
  .meta({ rest: listOrganizationsMeta })
  .input(listOrganizationsInput)
  .output(listOrganizationsOutput)
  .query(({ ctx }) => listStaffOrganizations({ identityId: ctx.caller.identityId }));
