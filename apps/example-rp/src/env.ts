import { z } from 'zod';

/**
 * The one place that reads the environment (next-auth itself also reads NEXTAUTH_URL).
 * Read on first use, not at build time: `next build` runs without the app's secrets.
 */
const schema = z.object({
  COFFER_ISSUER: z.url().default('http://localhost:3000'),
  EXAMPLE_RP_CLIENT_ID: z.string().min(1, 'the client id printed by `pnpm cli client create`'),
  EXAMPLE_RP_PRIVATE_JWK: z
    .string()
    .min(1, 'the private JWK (JSON) whose public half is registered with Coffer')
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'not JSON' });
        return z.NEVER;
      }
    })
    .pipe(
      z.looseObject({
        kty: z.literal('EC'),
        crv: z.literal('P-256'),
        kid: z.string().min(1),
        x: z.string(),
        y: z.string(),
        d: z.string({ error: 'a private key (with "d") is needed to sign client assertions' }),
      }),
    ),
  NEXTAUTH_URL: z.url().default('http://localhost:3200'),
  NEXTAUTH_SECRET: z.string().min(32, 'at least 32 characters (e.g. `openssl rand -base64 32`)'),
  COFFER_SCOPE: z.string().default('openid tos privacy_policy'),
});

export type Env = {
  cofferIssuer: string;
  clientId: string;
  privateJwk: z.infer<typeof schema>['EXAMPLE_RP_PRIVATE_JWK'];
  origin: string;
  secret: string;
  scope: string;
};

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty variable counts as unset, so defaults apply.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = schema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`example-rp: invalid environment\n${problems.join('\n')}`);
  }
  const env = result.data;
  return {
    cofferIssuer: env.COFFER_ISSUER.replace(/\/+$/, ''),
    clientId: env.EXAMPLE_RP_CLIENT_ID,
    privateJwk: env.EXAMPLE_RP_PRIVATE_JWK,
    origin: env.NEXTAUTH_URL.replace(/\/+$/, ''),
    secret: env.NEXTAUTH_SECRET,
    scope: env.COFFER_SCOPE,
  };
}
