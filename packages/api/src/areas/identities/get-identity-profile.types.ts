import { z } from 'zod';
import type { OperationContract } from '../../operations/operation-contract';

export const getIdentityProfileContract = {
  rest: {
    method: 'GET',
    path: '/identities/{id}/profile',
    summary:
      "An identity's public profile; credentials optional. The email shows when its owner shares it, to the owner, and to admins of a box the identity is concerned by",
    tags: ['Identity profiles'],
  },
  input: z.strictObject({ id: z.uuid() }),
  /** docs/identities.md: a hidden string is empty. */
  output: z.object({
    id: z.uuid(),
    display_name: z.string(),
    avatar_url: z.url().nullable(),
    identifier_value: z.string().describe('Empty when not shared'),
    identifier_kind: z.enum(['email', '']).describe('Empty when not shared'),
    non_identified_pubkey: z.string().describe('Empty when the identity has none'),
    contactable: z.boolean().describe('Whether it has a non_identified_pubkey'),
  }),
} satisfies OperationContract;
