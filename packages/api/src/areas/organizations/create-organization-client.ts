import { createOrganizationClient } from '@coffer/domain/organizations';
import { defineOperation } from '../../operations/operation';
import { userRung } from '../../auth/ladder';
import { createOrganizationClientContract } from './create-organization-client.types';

export const createOrganizationClientOperation = defineOperation(
  userRung(2),
  createOrganizationClientContract,
  ({ ctx, input }) =>
    createOrganizationClient({
      caller: ctx.caller,
      organizationId: input.oid,
      name: input.name,
      jwks: input.jwks,
    }),
);
