import { router } from '../../trpc';
import { getConsentInfoProcedure } from './get-consent-info';
import { getCsrfTokenProcedure } from './get-csrf-token';
import { getLoginInfoProcedure } from './get-login-info';
import { getSessionProcedure } from './get-session';
import { giveConsentProcedure } from './give-consent';
import { identifyProcedure } from './identify';
import { logoutProcedure } from './logout';
import { performAuthnStepProcedure } from './perform-authn-step';
import { refuseConsentProcedure } from './refuse-consent';

export const authRouter = router({
  loginInfo: getLoginInfoProcedure,
  identify: identifyProcedure,
  performStep: performAuthnStepProcedure,
  consentInfo: getConsentInfoProcedure,
  giveConsent: giveConsentProcedure,
  refuseConsent: refuseConsentProcedure,
  csrfToken: getCsrfTokenProcedure,
  session: getSessionProcedure,
  logout: logoutProcedure,
});
