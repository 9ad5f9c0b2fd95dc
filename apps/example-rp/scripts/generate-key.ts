/**
 * Makes this app's client key: an ES256 (P-256) key pair for private_key_jwt.
 *
 *   pnpm --filter @coffer/example-rp generate-key --jwks /tmp/example-rp.jwks.json
 *
 * writes the public JWK set to register with Coffer (`pnpm cli client create --jwks …`) and
 * the private key, with a session secret, into apps/example-rp/.env.local (never overwritten;
 * ignored by git), which `next dev` and `next start` read.
 */
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { jwks: { type: 'string' }, env: { type: 'string' } },
});
if (!values.jwks) {
  console.error('usage: generate-key --jwks <public JWK set file> [--env <file>]');
  process.exit(2);
}

const kid = randomUUID();
const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const publicJwk = { ...publicKey.export({ format: 'jwk' }), kid, alg: 'ES256', use: 'sig' };
const privateJwk = { ...privateKey.export({ format: 'jwk' }), kid, alg: 'ES256', use: 'sig' };

const envFile = values.env ?? path.resolve(import.meta.dirname, '../.env.local');
const envText = [
  '# Example RP: see README.md. Fill in the client id that `pnpm cli client create` prints.',
  'COFFER_ISSUER=http://localhost:3000',
  'EXAMPLE_RP_CLIENT_ID=',
  `EXAMPLE_RP_PRIVATE_JWK='${JSON.stringify(privateJwk)}'`,
  'NEXTAUTH_URL=http://localhost:3200',
  `NEXTAUTH_SECRET=${randomBytes(32).toString('base64url')}`,
  '',
].join('\n');

try {
  // 'wx': an existing file (and the key in it) is never replaced.
  await writeFile(envFile, envText, { flag: 'wx', mode: 0o600 });
} catch (error) {
  if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  console.error(`${envFile} exists: remove it first to make a new key.`);
  process.exit(1);
}
await writeFile(values.jwks, `${JSON.stringify({ keys: [publicJwk] }, null, 2)}\n`);
process.stdout.write(
  `private key and session secret: ${envFile}\n` +
    `public JWK set to register with Coffer: ${path.resolve(values.jwks)}\n`,
);
