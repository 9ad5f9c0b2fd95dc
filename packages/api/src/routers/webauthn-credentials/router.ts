import type { Operation } from '../../rest/operation-table';
import { deleteWebauthnCredentialProcedure } from './delete-webauthn-credential';
import { finishWebauthnRegistrationProcedure } from './finish-webauthn-registration';
import { listWebauthnCredentialsProcedure } from './list-webauthn-credentials';
import { renameWebauthnCredentialProcedure } from './rename-webauthn-credential';
import { startWebauthnRegistrationProcedure } from './start-webauthn-registration';

export const webauthnCredentialsRouter = {
  startWebauthnRegistration: startWebauthnRegistrationProcedure,
  finishWebauthnRegistration: finishWebauthnRegistrationProcedure,
  listWebauthnCredentials: listWebauthnCredentialsProcedure,
  renameWebauthnCredential: renameWebauthnCredentialProcedure,
  deleteWebauthnCredential: deleteWebauthnCredentialProcedure,
} satisfies Record<string, Operation>;
