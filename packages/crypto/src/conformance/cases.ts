// The conformance suite: named async cases that throw on failure. They import no test runner
// and nothing from Node, so the same cases run under vitest (conformance.test.ts) and in
// Chromium (browser/conformance.spec.ts).

import { boxCases } from './box-cases';
import { encodingCases } from './encoding-cases';
import { entryCases } from './entry-cases';
import { fileCases } from './file-cases';
import { fileInfoCases } from './file-info-cases';
import { invitationPayloadCases } from './invitation-payload-cases';
import { keyShareCases } from './key-share-cases';
import { passwordCases } from './password-cases';
import { provisionCases } from './provision-cases';
import { unlockerCases } from './unlocker-cases';

export type ConformanceCase = () => Promise<void>;

export const conformanceCases: Record<string, ConformanceCase> = {
  ...encodingCases,
  ...boxCases,
  ...keyShareCases,
  ...fileCases,
  ...fileInfoCases,
  ...passwordCases,
  ...unlockerCases,
  ...entryCases,
  ...invitationPayloadCases,
  ...provisionCases,
};
