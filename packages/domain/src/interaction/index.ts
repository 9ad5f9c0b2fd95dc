export { AMR_VALUES, type AmrValue } from './authn-step-schemas';
export { getConsentInfo } from './get-consent-info';
export { getLoginInfo } from './get-login-info';
export { giveConsent } from './give-consent';
export { identifyForLogin } from './identify-for-login';
export { performAuthnStep, type AuthnStep, type AuthnStepResult } from './perform-authn-step';
export { refuseConsent } from './refuse-consent';
export { switchAccountAtConsent } from './switch-account-at-consent';
