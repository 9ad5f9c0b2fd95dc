import type { Operation } from '../../rest/operation-table';
import { getProvisionProcedure } from './get-provision';
import { listIdentityProvisionsProcedure } from './list-identity-provisions';
import { listOrganizationProvisionsProcedure } from './list-organization-provisions';

/**
 * Provisions (docs/key-model.md#provisions), read by the person they were made for, and by
 * the organization that sends them again with later boxes.
 */
export const provisionsRouter = {
  getProvision: getProvisionProcedure,
  listIdentityProvisions: listIdentityProvisionsProcedure,
  listOrganizationProvisions: listOrganizationProvisionsProcedure,
} satisfies Record<string, Operation>;
