/**
 * Makes the organization server's client key: an ES256 (P-256) key pair for private_key_jwt.
 *
 *   pnpm --filter @coffer/example-org generate-key --private key.jwk.json --jwks public.jwks.json
 *
 * writes the private JWK (mode 0600, never overwritten) for COFFER_KEY_FILE, and the public JWK
 * set to register with Coffer (`pnpm cli client create --grant client_credentials --org <oid>
 * --jwks public.jwks.json`).
 */
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { private: { type: 'string' }, jwks: { type: 'string' } },
});
if (!values.private || !values.jwks) {
  console.error('usage: generate-key --private <private JWK file> --jwks <public JWK set file>');
  process.exit(2);
}

const kid = randomUUID();
const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const publicJwk = { ...publicKey.export({ format: 'jwk' }), kid, alg: 'ES256', use: 'sig' };
const privateJwk = { ...privateKey.export({ format: 'jwk' }), kid, alg: 'ES256' };
await writeFile(values.private, `${JSON.stringify(privateJwk)}\n`, { mode: 0o600, flag: 'wx' });
await writeFile(values.jwks, `${JSON.stringify({ keys: [publicJwk] }, null, 2)}\n`);
console.error(`wrote ${values.private} (private, keep it) and ${values.jwks} (to register)`);
