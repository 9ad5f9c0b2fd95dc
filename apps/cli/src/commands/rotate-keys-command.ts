import { z } from 'zod';
import { rotateSigningKeys } from '@coffer/domain/oidc';
import { defineCommand } from '../command';

export const rotateKeysCommand = defineCommand({
  area: 'keys',
  verb: 'rotate',
  synopsis: '',
  options: {},
  input: z.object({}),
  run: async () => {
    const { created, retired } = await rotateSigningKeys();
    return { created: created.map((key) => ({ kid: key.id, alg: key.alg })), retired };
  },
});
