import type { Operation } from '../../rest/operation-table';
import { getConsentInfoProcedure } from './get-consent-info';
import { getCsrfTokenProcedure } from './get-csrf-token';
import { getLoginInfoProcedure } from './get-login-info';
import { getSessionProcedure } from './get-session';
import { giveConsentProcedure } from './give-consent';
import { identifyForLoginProcedure } from './identify-for-login';
import { endOwnSessionProcedure } from './end-own-session';
import { performAuthnStepProcedure } from './perform-authn-step';
import { refuseConsentProcedure } from './refuse-consent';
import { signInWithPasskeyProcedure } from './sign-in-with-passkey';
import { startPasskeySignInProcedure } from './start-passkey-sign-in';
import { switchAccountAtConsentProcedure } from './switch-account-at-consent';

export const authRouter = {
  getLoginInfo: getLoginInfoProcedure,
  identifyForLogin: identifyForLoginProcedure,
  performAuthnStep: performAuthnStepProcedure,
  startPasskeySignIn: startPasskeySignInProcedure,
  signInWithPasskey: signInWithPasskeyProcedure,
  getConsentInfo: getConsentInfoProcedure,
  giveConsent: giveConsentProcedure,
  refuseConsent: refuseConsentProcedure,
  switchAccountAtConsent: switchAccountAtConsentProcedure,
  getCsrfToken: getCsrfTokenProcedure,
  getSession: getSessionProcedure,
  endOwnSession: endOwnSessionProcedure,
} satisfies Record<string, Operation>;
