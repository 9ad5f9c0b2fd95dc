import type { AnyOperation } from '../../operations/operation-table';
import { getConsentInfoOperation } from './get-consent-info';
import { getCsrfTokenOperation } from './get-csrf-token';
import { getLoginInfoOperation } from './get-login-info';
import { getSessionOperation } from './get-session';
import { giveConsentOperation } from './give-consent';
import { identifyForLoginOperation } from './identify-for-login';
import { endOwnSessionOperation } from './end-own-session';
import { performAuthnStepOperation } from './perform-authn-step';
import { refuseConsentOperation } from './refuse-consent';
import { signInWithPasskeyOperation } from './sign-in-with-passkey';
import { startPasskeySignInOperation } from './start-passkey-sign-in';
import { switchAccountAtConsentOperation } from './switch-account-at-consent';

export const authOperations = {
  getLoginInfo: getLoginInfoOperation,
  identifyForLogin: identifyForLoginOperation,
  performAuthnStep: performAuthnStepOperation,
  startPasskeySignIn: startPasskeySignInOperation,
  signInWithPasskey: signInWithPasskeyOperation,
  getConsentInfo: getConsentInfoOperation,
  giveConsent: giveConsentOperation,
  refuseConsent: refuseConsentOperation,
  switchAccountAtConsent: switchAccountAtConsentOperation,
  getCsrfToken: getCsrfTokenOperation,
  getSession: getSessionOperation,
  endOwnSession: endOwnSessionOperation,
} satisfies Record<string, AnyOperation>;
