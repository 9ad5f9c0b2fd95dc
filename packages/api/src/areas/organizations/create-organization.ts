import { createOrganization, toOrganizationRecord } from '@coffer/domain/organizations';
import { defineOperation } from '../../operations/operation';
import { userRung } from '../../auth/ladder';
import { createOrganizationContract } from './create-organization.types';

export const createOrganizationOperation = defineOperation(
  userRung(2),
  createOrganizationContract,
  async ({ ctx, input }) =>
    toOrganizationRecord(
      await createOrganization({ name: input.name, adminIdentityId: ctx.caller.identityId }),
    ),
);
