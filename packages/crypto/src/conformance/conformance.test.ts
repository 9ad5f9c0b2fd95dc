import { describe, it } from 'vitest';
import { conformanceCases } from './cases';

describe('conformance (Node)', () => {
  for (const [name, run] of Object.entries(conformanceCases)) {
    it(name, run, 60_000);
  }
});
