import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import type { SharedEnv } from '../auth/start-coffer';
import { WORKSPACE_ROOT } from '../auth/workspace-root';
import type { SeededBox } from './seed-box';

const SEED_PROCESS = fileURLToPath(new URL('./seed-process.ts', import.meta.url));

/** A relying party and a box of `messages` messages at one Coffer, seeded by a child process. */
export async function seedCoffer(
  origin: string,
  sharedEnv: SharedEnv,
  messages: number,
): Promise<{ clientId: string; box: SeededBox }> {
  const { stdout } = await promisify(execFile)(
    path.join(WORKSPACE_ROOT, 'node_modules/.bin/tsx'),
    [SEED_PROCESS, origin, String(messages)],
    { env: { ...process.env, ...sharedEnv }, maxBuffer: 1024 * 1024 },
  );
  return JSON.parse(stdout) as { clientId: string; box: SeededBox };
}
