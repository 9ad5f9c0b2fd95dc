import { getConsentInfo } from '@coffer/domain/interaction';
import { authFlowProcedure } from '../../trpc';
import {
  getConsentInfoInput,
  getConsentInfoMeta,
  getConsentInfoOutput,
} from './get-consent-info.types';

export const getConsentInfoProcedure = authFlowProcedure
  .meta({ rest: getConsentInfoMeta })
  .input(getConsentInfoInput)
  .output(getConsentInfoOutput)
  .query(({ ctx, input }) =>
    getConsentInfo({
      consentChallenge: input.consent_challenge,
      browserKey: ctx.browser.browserKey,
    }),
  );
