/**
 * Once per SDK run: Coffer as it runs in production (`pnpm start`, the production build, an
 * embedded PostgreSQL, free ports), which every SDK test file talks to. Organization tokens
 * live a few seconds, so every file renews tokens as it goes.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startCoffer, WORKSPACE_ROOT } from '../../db/test/spawn-coffer';

/**
 * Short enough that files renew tokens as they go. The SDK renews a tenth of the lifetime
 * before expiry: at 10 s, a call made just before renewal has 1 s to reach the server (at 3 s
 * it had 300 ms, little on a machine running the e2e suite beside this one).
 */
export const TOKEN_TTL_SECONDS = 10;

export type RunningCoffer = { origin: string; databaseUrl: string; home: string; secret: string };

declare module 'vitest' {
  export interface ProvidedContext {
    coffer: RunningCoffer;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(path.join(WORKSPACE_ROOT, 'apps/web/.next/BUILD_ID'))) {
    throw new Error('the SDK tests run the production build: run `pnpm build` first');
  }
  const secret = randomBytes(32).toString('base64url');
  const started = Date.now();
  // One that never becomes ready is removed by startCoffer: it has a session of its own.
  const coffer = await startCoffer({
    env: {
      COFFER_SECRET: secret,
      ORGANIZATION_TOKEN_TTL_SECONDS: String(TOKEN_TTL_SECONDS),
      // Webhook deliveries reach a receiver of the tests, on this machine (webhooks.sdk.test.ts).
      WEBHOOK_PRIVATE_NETWORKS: 'allow',
    },
  });
  // Said on every run: a run that stops here without this line is stuck in the set-up (one
  // was, under CI's load; nothing of it could say where), and with it, after it.
  console.error(
    `[sdk set-up] Coffer ready at ${coffer.origin} after ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  project.provide('coffer', {
    origin: coffer.origin,
    databaseUrl: coffer.databaseUrl,
    home: coffer.home,
    secret,
  });
  return () => coffer.remove();
}
