import type { Operation } from '../../rest/operation-table';
import { getProvisionProcedure } from './get-provision';
import { listIdentityProvisionsProcedure } from './list-identity-provisions';

/** Provisions (docs/key-model.md#provisions), read by the person they were made for. */
export const provisionsRouter = {
  getProvision: getProvisionProcedure,
  listIdentityProvisions: listIdentityProvisionsProcedure,
} satisfies Record<string, Operation>;
