import { generateKeyPair, importJWK, jwtVerify, SignJWT } from 'jose';
import { runLoad } from './load';
import type { RelyingPartyKey } from '@coffer/api/test-relying-party';
import type { BenchIdTokenAlg } from './oidc-provider-protocol';

/**
 * What one code→token exchange costs Coffer before any work of its own, measured in the
 * same run as the exchanges: an answer through Coffer's server (its route layer), the ID token's
 * signature and the client assertion's verification. Its sum bounds the ratio from above
 * whatever the database and the domain code cost.
 */
export type ExchangeFloor = {
  /** Server CPU of GET /.well-known/openid-configuration: route layer, no database. */
  routeMs: number;
  /** CPU of one ID token signature in the algorithm measured (RSA: `rsaModulusLength` bits). */
  idTokenSignatureMs: number;
  /** CPU of one ES256 client assertion verification. */
  assertionVerificationMs: number;
};

const ROUTE_REQUESTS = 2000;
const SIGNATURES = 200;
const VERIFICATIONS = 1000;

export async function measureExchangeFloor(options: {
  origin: string;
  serverPid: number;
  connections: number;
  rsaModulusLength: number;
  idTokenAlg: BenchIdTokenAlg;
  assertionKey: RelyingPartyKey;
}): Promise<ExchangeFloor> {
  const route = await runLoad({
    url: `${options.origin}/.well-known/openid-configuration`,
    method: 'GET',
    contentType: 'text/plain',
    bodies: Array.from({ length: ROUTE_REQUESTS }, () => ''),
    connections: options.connections,
    serverPid: options.serverPid,
  });
  return {
    routeMs: route.serverCpuMsPerSuccess,
    idTokenSignatureMs: await idTokenSignatureMs(options.idTokenAlg, options.rsaModulusLength),
    assertionVerificationMs: await assertionVerificationMs(options.assertionKey),
  };
}

async function idTokenSignatureMs(alg: BenchIdTokenAlg, modulusLength: number): Promise<number> {
  const { privateKey } = await generateKeyPair(alg, alg === 'RS256' ? { modulusLength } : {});
  const sign = () =>
    new SignJWT({ acr: '1', amr: ['identity:emailed_code'], sco: 'openid', nonce: 'n' })
      .setProtectedHeader({ alg, kid: 'floor' })
      .setIssuer('http://127.0.0.1')
      .setSubject('00000000-0000-4000-8000-000000000000')
      .setAudience('client')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
  return cpuMsPerCall(SIGNATURES, sign);
}

async function assertionVerificationMs(key: RelyingPartyKey): Promise<number> {
  const assertion = await new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: key.kid })
    .setIssuer('client')
    .setSubject('client')
    .setAudience('http://127.0.0.1')
    .setJti('floor')
    .setExpirationTime('5m')
    .sign(key.privateKey);
  // Imported once, as Coffer keeps each client's key set.
  const publicKey = await importJWK(key.publicJwk, 'ES256');
  return cpuMsPerCall(VERIFICATIONS, () => jwtVerify(assertion, publicKey));
}

/** CPU time (every thread: WebCrypto works on libuv's pool) per call, calls in sequence. */
async function cpuMsPerCall(count: number, call: () => Promise<unknown>): Promise<number> {
  await call();
  const before = process.cpuUsage();
  for (let done = 0; done < count; done++) await call();
  const { user, system } = process.cpuUsage(before);
  return (user + system) / 1000 / count;
}
