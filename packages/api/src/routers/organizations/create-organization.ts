import { createOrganization, toOrganizationRecord } from '@coffer/domain/organizations';
import { userProcedure } from '../../trpc';
import {
  createOrganizationInput,
  createOrganizationMeta,
  createOrganizationOutput,
} from './create-organization.types';

export const createOrganizationProcedure = userProcedure(2)
  .meta({ rest: createOrganizationMeta })
  .input(createOrganizationInput)
  .output(createOrganizationOutput)
  .mutation(async ({ ctx, input }) =>
    toOrganizationRecord(
      await createOrganization({ name: input.name, adminIdentityId: ctx.caller.identityId }),
    ),
  );
