import type { AnyOperation } from '../../operations/operation-table';
import { getProvisionOperation } from './get-provision';
import { getProvisionLinkInfoOperation } from './get-provision-link-info';
import { listIdentityProvisionsOperation } from './list-identity-provisions';
import { listOrganizationProvisionsOperation } from './list-organization-provisions';

/**
 * Provisions (docs/key-model.md#provisions), read by the person they were made for (their
 * link's organization and email before the sign-in), and by the organization that sends them
 * again with later boxes.
 */
export const provisionsOperations = {
  getProvision: getProvisionOperation,
  getProvisionLinkInfo: getProvisionLinkInfoOperation,
  listIdentityProvisions: listIdentityProvisionsOperation,
  listOrganizationProvisions: listOrganizationProvisionsOperation,
} satisfies Record<string, AnyOperation>;
