import type { Operation } from '../../rest/operation-table';
import { getProvisionProcedure } from './get-provision';
import { getProvisionLinkInfoProcedure } from './get-provision-link-info';
import { listIdentityProvisionsProcedure } from './list-identity-provisions';
import { listOrganizationProvisionsProcedure } from './list-organization-provisions';

/**
 * Provisions (docs/key-model.md#provisions), read by the person they were made for (their
 * link's organization and email before the sign-in), and by the organization that sends them
 * again with later boxes.
 */
export const provisionsRouter = {
  getProvision: getProvisionProcedure,
  getProvisionLinkInfo: getProvisionLinkInfoProcedure,
  listIdentityProvisions: listIdentityProvisionsProcedure,
  listOrganizationProvisions: listOrganizationProvisionsProcedure,
} satisfies Record<string, Operation>;
