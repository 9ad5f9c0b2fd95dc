import type { Operation } from '../../rest/operation-table';
import { deleteWebauthnCredentialProcedure } from './delete-webauthn-credential';
import { finishWebauthnRegistrationProcedure } from './finish-webauthn-registration';
import { listWebauthnCredentialsProcedure } from './list-webauthn-credentials';
import { startWebauthnRegistrationProcedure } from './start-webauthn-registration';

export const webauthnCredentialsRouter = {
  startWebauthnRegistration: startWebauthnRegistrationProcedure,
  finishWebauthnRegistration: finishWebauthnRegistrationProcedure,
  listWebauthnCredentials: listWebauthnCredentialsProcedure,
  deleteWebauthnCredential: deleteWebauthnCredentialProcedure,
} satisfies Record<string, Operation>;
