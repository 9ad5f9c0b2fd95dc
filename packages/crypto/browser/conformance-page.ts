// Browser entry of the conformance suite: exposes each case to Playwright by name.

import { conformanceCases } from '../src/conformance/cases';

export interface CaseOutcome {
  ok: boolean;
  error?: string;
}

declare global {
  interface Window {
    runConformanceCase(name: string): Promise<CaseOutcome>;
  }
}

window.runConformanceCase = async (name) => {
  const run = conformanceCases[name];
  if (run === undefined) return { ok: false, error: `no conformance case named ${name}` };
  try {
    await run();
    return { ok: true };
  } catch (error) {
    return {
      ok: false,
      error:
        error instanceof Error
          ? `${error.name}: ${error.message}\n${error.stack ?? ''}`
          : String(error),
    };
  }
};
