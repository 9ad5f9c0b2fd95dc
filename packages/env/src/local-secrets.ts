import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Development secrets, generated once and kept in the ignored local folder so that sessions
 * and CSRF tokens survive restarts. Production sets COFFER_SECRET instead.
 */
export function readOrCreateLocalSecret(homeDir: string): string {
  const file = path.join(homeDir, 'secrets.json');
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { secret?: unknown };
    if (typeof stored.secret === 'string') return stored.secret;
  } catch {
    // First start, or an unreadable file: a new secret replaces it below.
  }
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(homeDir, { recursive: true });
  writeFileSync(file, JSON.stringify({ secret }) + '\n', { mode: 0o600 });
  return secret;
}
