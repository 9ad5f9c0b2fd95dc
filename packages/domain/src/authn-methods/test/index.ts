// Test support for the authentication methods (also used by the API's tests).
export { createLoginChallenge } from './login-challenge';
export { lastMailedCode } from './outbox';
export { mailedCode, wrongCode } from './mailed-code';
export { createTestPasswordParams, prehash } from './prehash';
export { refusal } from './refusal';
export { createSoftwareAuthenticator, type SoftwareAuthenticator } from './software-authenticator';
export { totpCode } from './totp-code';
export { TEST_SOURCE } from './test-source';
