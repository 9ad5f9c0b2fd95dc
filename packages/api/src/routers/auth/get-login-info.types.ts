import { z } from 'zod';
import type { RestMeta } from '../../rest/rest-meta';

export const getLoginInfoMeta = {
  method: 'GET',
  path: '/auth/login/info',
  summary: 'What the login page shows about a sign-in request',
  tags: ['Authentication'],
} satisfies RestMeta;

export const loginChallengeSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const getLoginInfoInput = z.strictObject({ login_challenge: loginChallengeSchema });

export const clientSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  logo_uri: z.string().nullable(),
  tos_uri: z.string().nullable(),
  policy_uri: z.string().nullable(),
});

export const getLoginInfoOutput = z.object({
  client: clientSummarySchema,
  scope: z.array(z.string()),
  acr_values: z.array(z.string()).nullable(),
  login_hint: z.string().nullable(),
});
