import type { AnyOperation } from '../../operations/operation-table';
import { deleteWebauthnCredentialOperation } from './delete-webauthn-credential';
import { finishWebauthnRegistrationOperation } from './finish-webauthn-registration';
import { listWebauthnCredentialsOperation } from './list-webauthn-credentials';
import { renameWebauthnCredentialOperation } from './rename-webauthn-credential';
import { startWebauthnRegistrationOperation } from './start-webauthn-registration';

export const webauthnCredentialsOperations = {
  startWebauthnRegistration: startWebauthnRegistrationOperation,
  finishWebauthnRegistration: finishWebauthnRegistrationOperation,
  listWebauthnCredentials: listWebauthnCredentialsOperation,
  renameWebauthnCredential: renameWebauthnCredentialOperation,
  deleteWebauthnCredential: deleteWebauthnCredentialOperation,
} satisfies Record<string, AnyOperation>;
