import { createOrganizationClient } from '@coffer/domain/organizations';
import { userProcedure } from '../../trpc';
import {
  createOrganizationClientInput,
  createOrganizationClientMeta,
  createOrganizationClientOutput,
} from './create-organization-client.types';

export const createOrganizationClientProcedure = userProcedure(2)
  .meta({ rest: createOrganizationClientMeta })
  .input(createOrganizationClientInput)
  .output(createOrganizationClientOutput)
  .mutation(({ ctx, input }) =>
    createOrganizationClient({
      caller: ctx.caller,
      organizationId: input.oid,
      name: input.name,
      jwks: input.jwks,
    }),
  );
