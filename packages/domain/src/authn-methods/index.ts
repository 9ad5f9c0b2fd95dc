// Authentication methods (docs/authentication.md). The login flow performs them; the settings pages
// manage TOTP and WebAuthn credentials.
export { AMR, type Amr } from './amr';
export {
  availableAmrsOf,
  AVAILABLE_METHOD_COLUMNS_SQL,
  listAvailableAmrs,
  type AvailableMethods,
  type ListAvailableAmrsOptions,
} from './list-available-amrs';

export { clearAuthnFailures } from './lockout/clear-authn-failures';
export type { SucceededAttempts } from './lockout/succeeded-attempts';
export type { AuthnSource } from './lockout/authn-attempt';

export {
  prepareEmailedCode,
  type PrepareEmailedCodeOptions,
} from './emailed-code/prepare-emailed-code';
export {
  verifyEmailedCode,
  type VerifyEmailedCodeOptions,
} from './emailed-code/verify-emailed-code';

export {
  hashBase64Schema,
  passwordParamsSchema,
  prehashedPasswordSchema,
  type PasswordParams,
  type PrehashedPassword,
} from './password/prehashed-password-schema';
export { getPasswordParams, type GetPasswordParamsOptions } from './password/get-password-params';
export { verifyPassword, type VerifyPasswordOptions } from './password/verify-password';
export { parsePrehashedPassword } from './password/parse-prehashed-password';
export { hashPrehash } from './password/server-password-hash';
export {
  checkAccountPassword,
  type CheckAccountPasswordOptions,
} from './password/check-account-password';

export {
  startTotpEnrolment,
  type StartTotpEnrolmentOptions,
  type TotpEnrolment,
} from './totp/start-totp-enrolment';
export {
  confirmTotpEnrolment,
  type ConfirmTotpEnrolmentOptions,
} from './totp/confirm-totp-enrolment';
export { verifyTotp, type VerifyTotpOptions } from './totp/verify-totp';
export { verifyRecoveryCode, type VerifyRecoveryCodeOptions } from './totp/verify-recovery-code';
export { removeTotp, type RemoveTotpOptions } from './totp/remove-totp';

export {
  credentialIdSchema,
  registrationCredentialSchema,
  webauthnCredentialNameSchema,
  type RegistrationCredential,
} from './webauthn/webauthn-schemas';
export type { WebauthnCredentialRecord } from './webauthn/webauthn-credential-record';
export {
  startWebauthnRegistration,
  type StartWebauthnRegistrationOptions,
  type WebauthnCreationOptions,
} from './webauthn/start-webauthn-registration';
export {
  finishWebauthnRegistration,
  type FinishWebauthnRegistrationOptions,
} from './webauthn/finish-webauthn-registration';
export {
  listWebauthnCredentials,
  type ListWebauthnCredentialsOptions,
} from './webauthn/list-webauthn-credentials';
export {
  deleteWebauthnCredential,
  type DeleteWebauthnCredentialOptions,
} from './webauthn/delete-webauthn-credential';
export {
  renameWebauthnCredential,
  type RenameWebauthnCredentialOptions,
} from './webauthn/rename-webauthn-credential';
export {
  startWebauthnAuthentication,
  type StartWebauthnAuthenticationOptions,
} from './webauthn/start-webauthn-authentication';
export {
  verifyWebauthnAuthentication,
  type VerifyWebauthnAuthenticationOptions,
} from './webauthn/verify-webauthn-authentication';
export {
  consumeRegistrationProof,
  REGISTRATION_PROOF_WINDOW_MS,
} from './webauthn/consume-registration-proof';
