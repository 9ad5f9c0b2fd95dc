// Bench (not a test): Coffer's production build on PostgreSQL against oidc-provider v9 for
// the code→token exchange with private_key_jwt, then Coffer's password login step.
// Run after `pnpm build`: pnpm --filter @coffer/api bench. All traffic stays on 127.0.0.1.
import os from 'node:os';
import { getDb } from '@coffer/db';
import { measureExchangeFloor, type ExchangeFloor } from './exchange-floor';
import type { LoadResult } from './load';
import type { MeasureSettings } from './measure';
import { mintCofferCodes } from './mint-codes';
import { startOidcProvider } from './oidc-provider-process';
import { benchPasswordLogins, type PasswordLoginOutcome } from './password-login-bench';
import { missingProductionBuild } from './production-build';
import {
  createRelyingPartyKey,
  RELYING_PARTY_REDIRECT_URI,
  type RelyingPartyKey,
} from '@coffer/api/test-relying-party';
import {
  formatBusyMachine,
  formatCounts,
  formatExchangeFloor,
  formatFirstFailure,
  formatRate,
} from './report';
import { createBenchIdentity, registerCofferRelyingParty } from './seed-coffer';
import { startCoffer, type CofferServer } from './start-coffer';
import { benchTokenExchange } from './token-exchange-bench';

// Contract §6: 60 auth requests a minute per client IP by default, which would refuse
// nearly every request of the benchmark (all from 127.0.0.1).
const AUTH_REQUESTS_PER_IP_PER_MINUTE = 10_000_000;
// Coffer's RS256 key size (packages/domain/src/oidc/signing-keys/create-signing-key.ts),
// given to oidc-provider too: the ID token's signature costs the same on both sides.
const RSA_MODULUS_LENGTH = 3072;
const OIDC_PROVIDER_CLIENT_ID = 'bench-relying-party';
const CONNECTIONS = 10;
const TOKEN_SETTINGS: MeasureSettings = {
  connections: CONNECTIONS,
  warmUpRequests: 300,
  targetSeconds: 10,
  minRequests: 200,
  maxRequests: 30_000,
};
const LOGIN_SETTINGS: MeasureSettings = {
  connections: CONNECTIONS,
  warmUpRequests: 100,
  targetSeconds: 10,
  minRequests: 100,
  maxRequests: 5_000,
};
const TOKEN_RATIO_GOAL = 1.5;
const LOGINS_PER_SECOND_GOAL = 300;

const missingBuild = missingProductionBuild();
if (missingBuild) {
  console.error(missingBuild);
  process.exit(1);
}

console.log(
  `Coffer bench: Node ${process.version}, ${os.availableParallelism()} cores, ${CONNECTIONS} connections, ` +
    `RS256 ${RSA_MODULUS_LENGTH}-bit ID tokens on both providers, ES256 client assertions signed ahead.`,
);
console.log(
  `AUTH_REQUESTS_PER_IP_PER_MINUTE raised to ${AUTH_REQUESTS_PER_IP_PER_MINUTE} for the benchmark (default 60).`,
);
console.log('Starting Coffer (pnpm start, embedded PostgreSQL)…');
const coffer = await startCoffer({ authRequestsPerIpPerMinute: AUTH_REQUESTS_PER_IP_PER_MINUTE });
// Before the first domain call: getEnv() reads the environment once and keeps it.
Object.assign(process.env, coffer.sharedEnv);

let shuttingDown: Promise<never> | undefined;
// The server runs in a process group of its own, which Ctrl-C in this terminal does not reach.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`${signal}: stopping Coffer…`);
    void shutDown(130);
  });
}

let exitCode = 0;
try {
  await benchmark(coffer);
} catch (error) {
  console.error(error);
  console.error(`Coffer's last output:\n${coffer.recentOutput().join('\n')}`);
  exitCode = 1;
}
await shutDown(exitCode);

async function benchmark({ origin, pid }: CofferServer): Promise<void> {
  const key = await createRelyingPartyKey();
  const clientId = await registerCofferRelyingParty(key);
  const identity = await createBenchIdentity('tokens');

  console.log('code→token: Coffer…');
  const cofferTokens = await benchTokenExchange(
    {
      name: 'Coffer',
      tokenEndpoint: `${origin}/oauth2/token`,
      clientId,
      serverPid: pid,
      mintCodes: (count) => mintCofferCodes({ clientId, identityId: identity.id, count }),
    },
    key,
    TOKEN_SETTINGS,
  );
  console.log('code→token: what any exchange costs Coffer before its own work…');
  const floor = await measureExchangeFloor({
    origin,
    serverPid: pid,
    connections: CONNECTIONS,
    rsaModulusLength: RSA_MODULUS_LENGTH,
    assertionKey: key,
  });
  console.log('code→token: oidc-provider…');
  const providerTokens = await benchOidcProvider(key);
  printTokenExchange(cofferTokens, providerTokens, floor);

  console.log('password logins: Coffer (challenges opened and identified ahead)…');
  printPasswordLogins(
    await benchPasswordLogins({ origin, clientId, serverPid: pid, settings: LOGIN_SETTINGS }),
  );
}

async function benchOidcProvider(key: RelyingPartyKey): Promise<LoadResult> {
  const provider = await startOidcProvider({
    clientId: OIDC_PROVIDER_CLIENT_ID,
    redirectUri: RELYING_PARTY_REDIRECT_URI,
    clientPublicJwk: key.publicJwk,
    rsaModulusLength: RSA_MODULUS_LENGTH,
  });
  try {
    return await benchTokenExchange(
      {
        name: 'oidc-provider',
        tokenEndpoint: provider.tokenEndpoint,
        clientId: OIDC_PROVIDER_CLIENT_ID,
        serverPid: provider.pid,
        mintCodes: provider.mintCodes,
      },
      key,
      TOKEN_SETTINGS,
    );
  } finally {
    await provider.stop();
  }
}

function printTokenExchange(coffer: LoadResult, provider: LoadResult, floor: ExchangeFloor): void {
  const ratio = coffer.successesPerSecond / provider.successesPerSecond;
  console.log(
    [
      '',
      `code→token  coffer: ${formatRate(coffer, 'req/s')} | oidc-provider: ${formatRate(provider, 'req/s')} | ratio ${ratio.toFixed(2)} (goal ≥ ${TOKEN_RATIO_GOAL})`,
      `  coffer: ${formatCounts(coffer)}`,
      `  oidc-provider: ${formatCounts(provider)}`,
      ...formatExchangeFloor(floor, provider, RSA_MODULUS_LENGTH),
      ...formatFirstFailure('coffer', coffer),
      ...formatFirstFailure('oidc-provider', provider),
      ...formatBusyMachine('coffer', coffer),
      ...formatBusyMachine('oidc-provider', provider),
      '',
    ].join('\n'),
  );
}

function printPasswordLogins(outcome: PasswordLoginOutcome): void {
  if ('skipped' in outcome) {
    console.log(`\npassword login  skipped: ${outcome.skipped}\n`);
    return;
  }
  const { result } = outcome;
  console.log(
    [
      '',
      `password login  coffer: ${formatRate(result, 'logins/s')} (goal ≥ ${LOGINS_PER_SECOND_GOAL})`,
      `  coffer: ${formatCounts(result)}`,
      ...formatFirstFailure('coffer', result),
      ...formatBusyMachine('coffer', result),
      '',
    ].join('\n'),
  );
}

/** Once, whether the run ends or is interrupted. */
function shutDown(code: number): Promise<never> {
  shuttingDown ??= (async () => {
    await getDb().$disconnect();
    await coffer.stop();
    // Keep-alive sockets of fetch would hold the event loop open for a while.
    process.exit(code);
  })();
  return shuttingDown;
}
