import { z } from 'zod';
import { rotateSigningKeys } from '@coffer/domain/oidc';
import { defineCommand } from '../command';

export const rotateKeysCommand = defineCommand({
  area: 'keys',
  verb: 'rotate',
  synopsis: '[--now]',
  options: { now: { type: 'boolean' } },
  input: z.object({ now: z.boolean().default(false) }),
  run: async (input) => {
    // The new keys are published now and sign from signs_from (now with --now); the retired
    // ones sign until then (docs/oidc.md#signing-keys).
    const { created, retired } = await rotateSigningKeys({ signAtOnce: input.now });
    return {
      created: created.map((key) => ({
        kid: key.id,
        alg: key.alg,
        signs_from: key.activeFrom.toISOString(),
      })),
      retired,
    };
  },
});
