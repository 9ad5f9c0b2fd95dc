// Bench (not a test): Coffer's production build on PostgreSQL against oidc-provider v9, on
// PostgreSQL and in memory, for the code→token exchange (Bearer, then DPoP) and
// client_credentials with private_key_jwt, then Coffer's password login step.
// Run after `pnpm build`: pnpm --filter @coffer/api bench. All traffic stays on 127.0.0.1.
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { getDb } from '@coffer/db';
import { measureExchangeFloor } from './exchange-floor';
import type { MeasureSettings } from './measure';
import { mintCofferCodes } from './mint-codes';
import { measureInterleaved, type InterleavedResults } from './interleave';
import { BENCH_ID_TOKEN_ALGS, type BenchIdTokenAlg } from './oidc-provider-protocol';
import {
  oidcProviderClientId,
  OIDC_PROVIDER_ORGANIZATION_CLIENT_ID,
  startPeers,
  stopPeers,
  type Peer,
} from './peers';
import { benchBoxRead } from './box-read-bench';
import { formatRouteLayer, measureRouteLayer } from './route-layer';
import { formatBrowserSide, measureBrowserSide } from './browser-side';
import type { LoadResult } from './load';
import { benchPasswordLogins, type PasswordLoginOutcome } from './password-login-bench';
import { missingProductionBuild } from './production-build';
import { createRelyingPartyKey, type RelyingPartyKey } from '@coffer/api/test-relying-party';
import {
  formatBusyMachine,
  formatCounts,
  formatDpopCost,
  formatExchangeFloor,
  formatFirstFailure,
  formatRate,
} from './report';
import {
  createBenchIdentity,
  registerCofferOrganizationClient,
  registerCofferRelyingParty,
} from './seed-coffer';
import { startCoffer, type CofferServer } from './start-coffer';
import { clientCredentialsRun, tokenExchangeRun } from './token-exchange-bench';
import { createDpopKey, type DpopKey } from './dpop-proofs';

// 60 auth requests a minute per client IP and 6000 per OAuth client by default, which would
// refuse nearly every request of the benchmark (all from 127.0.0.1, most from one client).
const REQUESTS_PER_MINUTE = 10_000_000;
// Coffer's default RSA key size (OIDC_RSA_KEY_BITS), given to oidc-provider too: the ID
// token's signature costs the same on both sides.
const RSA_MODULUS_LENGTH = 2048;
const COFFER = 'Coffer';
const CONNECTIONS = 10;
// The rows `--only` may name, in the order they run (every one when none is named).
const ROWS = ['token', 'dpop', 'organization', 'route', 'box', 'browser', 'login'] as const;
type Row = (typeof ROWS)[number];
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
const LOGINS_PER_SECOND_GOAL = 400;
const BOX_READ_CPU_GOAL_MS = 1.5;
const LOGIN_PAGE_KIB_GOAL = 120;

const missingBuild = missingProductionBuild();
if (missingBuild) {
  console.error(missingBuild);
  process.exit(1);
}

const { values: flags } = parseArgs({
  options: {
    'cpu-prof': { type: 'string' },
    // One part of the path alone, e.g. the token exchange under a profiler (README).
    only: { type: 'string', multiple: true },
    // Each server is measured in this many turns, alternating with the others (interleave.ts).
    rounds: { type: 'string', default: '4' },
    // DATABASE_POOL_SIZE of the measured Coffer, to compare pool sizes (README).
    'pool-size': { type: 'string' },
  },
});
const only = new Set(flags.only ?? ROWS);
const unknownRow = [...only].find((row) => !ROWS.includes(row as Row));
const ROUNDS = Number(flags.rounds);
if (unknownRow !== undefined || !Number.isInteger(ROUNDS) || ROUNDS < 1) {
  console.error(
    `usage: run.ts [--only ${ROWS.join('|')}]… [--rounds N] [--pool-size N] [--cpu-prof DIR]`,
  );
  process.exit(2);
}
const wants = (row: Row) => only.has(row);

console.log(
  `Coffer bench: Node ${process.version}, ${os.availableParallelism()} cores, ${CONNECTIONS} connections, ` +
    `RS256 (${RSA_MODULUS_LENGTH}-bit) and ES256 ID tokens on every provider, ES256 client assertions (and DPoP proofs) signed ahead; ` +
    `each row interleaves the servers (${ROUNDS} rounds each), so its ratio holds while the machine's load moves.`,
);
console.log(
  `AUTH_REQUESTS_PER_IP_PER_MINUTE and CLIENT_REQUESTS_PER_MINUTE raised to ${REQUESTS_PER_MINUTE} for the benchmark (defaults 60 and 6000).`,
);
const cpuProfileDir = flags['cpu-prof'] && path.resolve(flags['cpu-prof']);
// The hook writes into it as the server exits, too late to report a missing folder.
if (cpuProfileDir) await mkdir(cpuProfileDir, { recursive: true });
console.log('Starting Coffer (pnpm start, embedded PostgreSQL)…');
const coffer = await startCoffer({
  requestsPerMinute: REQUESTS_PER_MINUTE,
  cpuProfileDir,
  poolSize: flags['pool-size'],
});
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

async function benchmark({ origin, pid, sharedEnv }: CofferServer): Promise<void> {
  const key = await createRelyingPartyKey();
  const identity = await createBenchIdentity('tokens');
  const relyingParties = new Map<BenchIdTokenAlg, string>();
  for (const alg of BENCH_ID_TOKEN_ALGS) {
    relyingParties.set(alg, await registerCofferRelyingParty(key, alg));
  }
  const passwordLoginClientId = relyingParties.get(BENCH_ID_TOKEN_ALGS[0])!;
  const coffer = { tokenEndpoint: `${origin}/oauth2/token`, serverPid: pid };
  if (wants('token') || wants('dpop') || wants('organization')) {
    const peers = await startPeers({
      key,
      databaseUrl: sharedEnv.DATABASE_URL,
      rsaModulusLength: RSA_MODULUS_LENGTH,
    });
    try {
      // The Bearer rows' results, for the DPoP rows to print their cost beside them.
      const bearer = new Map<BenchIdTokenAlg, InterleavedResults>();
      const exchanges = { origin, pid, key, identity, peers, relyingParties, bearer };
      if (wants('token')) await benchTokenExchanges(exchanges);
      if (wants('dpop')) await benchTokenExchanges({ ...exchanges, dpop: await createDpopKey() });
      if (wants('organization')) await benchOrganizationTokens({ coffer, key, peers });
    } finally {
      await stopPeers(peers);
    }
  }

  if (wants('route')) {
    console.log('\nroute layer: Coffer and a bare node:http server in turns…');
    console.log(
      formatRouteLayer(
        await measureRouteLayer({
          origin,
          serverPid: pid,
          connections: CONNECTIONS,
          settings: TOKEN_SETTINGS,
          rounds: ROUNDS,
        }),
      ).join('\n'),
    );
  }

  if (wants('box')) {
    console.log('\ncookie-authenticated GET /api/boxes/{id}: Coffer…');
    printBoxRead(await benchBoxRead({ origin, serverPid: pid, settings: TOKEN_SETTINGS }));
  }

  if (wants('browser')) {
    console.log('\nthe browser side: the login page and the prehash…');
    console.log(
      formatBrowserSide(await measureBrowserSide({ origin, clientId: passwordLoginClientId }), {
        loginPageKib: LOGIN_PAGE_KIB_GOAL,
      }).join('\n'),
    );
  }

  if (wants('login')) {
    console.log('\npassword logins: Coffer (challenges opened and identified ahead)…');
    printPasswordLogins(
      await benchPasswordLogins({
        origin,
        clientId: passwordLoginClientId,
        serverPid: pid,
        settings: LOGIN_SETTINGS,
      }),
    );
  }
}

// oidc-provider on PostgreSQL uses Coffer's server: its backends are in Coffer's tree.
function peerEndpoint(peer: Peer, cofferPid: number) {
  return {
    tokenEndpoint: peer.tokenEndpoint,
    serverPid: peer.pid,
    databasePid: peer.store === 'postgres' ? cofferPid : undefined,
  };
}

async function benchTokenExchanges(options: {
  origin: string;
  pid: number;
  key: RelyingPartyKey;
  identity: { id: string };
  peers: Peer[];
  relyingParties: Map<BenchIdTokenAlg, string>;
  bearer: Map<BenchIdTokenAlg, InterleavedResults>;
  /** The same exchanges with a DPoP proof each (RFC 9449), every server alike. */
  dpop?: DpopKey;
}): Promise<void> {
  const { origin, pid, key, identity, peers, dpop } = options;
  const withDpop = dpop ? ' with DPoP' : '';
  const coffer = { tokenEndpoint: `${origin}/oauth2/token`, serverPid: pid };
  for (const alg of BENCH_ID_TOKEN_ALGS) {
    const clientId = options.relyingParties.get(alg)!;
    console.log(
      `\ncode→token${withDpop} ${alg}: Coffer and ${peers.map((peer) => peer.name).join(', ')} in turns…`,
    );
    const exchanges = await measureInterleaved(
      [
        {
          name: COFFER,
          run: tokenExchangeRun(
            {
              ...coffer,
              clientId,
              mintCodes: (count) => mintCofferCodes({ clientId, identityId: identity.id, count }),
              dpop,
            },
            key,
          ),
        },
        ...peers.map((peer) => ({
          name: peer.name,
          run: tokenExchangeRun(
            {
              ...peerEndpoint(peer, pid),
              clientId: oidcProviderClientId(alg),
              mintCodes: (count: number) => peer.mintCodes(oidcProviderClientId(alg), count),
              dpop,
            },
            key,
          ),
        })),
      ],
      TOKEN_SETTINGS,
      ROUNDS,
    );
    printAgainstPeers(
      `code→token${withDpop} (${alg} ID token)`,
      exchanges,
      peers,
      TOKEN_RATIO_GOAL,
    );
    if (dpop) {
      // The floor is the Bearer exchange's; DPoP's part is its difference from that row.
      const bearer = options.bearer.get(alg);
      console.log(
        bearer
          ? formatDpopCost(bearer, exchanges).join('\n')
          : '  (DPoP against Bearer: run the token row too, --only token --only dpop)',
      );
      continue;
    }
    options.bearer.set(alg, exchanges);
    // The floor's own load (discovery GETs, signatures) would be half of a profile of the
    // exchange, and a profiled run's figures are not figures anyway.
    if (cpuProfileDir) {
      console.log('  (the floor is not measured under --cpu-prof)');
      continue;
    }
    console.log(`code→token ${alg}: what any exchange costs Coffer before its own work…`);
    const floor = await measureExchangeFloor({
      origin,
      serverPid: pid,
      connections: CONNECTIONS,
      rsaModulusLength: RSA_MODULUS_LENGTH,
      idTokenAlg: alg,
      assertionKey: key,
    });
    console.log(formatExchangeFloor(floor, exchanges, idTokenKeyName(alg)).join('\n'));
  }
}

async function benchOrganizationTokens(options: {
  coffer: { tokenEndpoint: string; serverPid: number };
  key: RelyingPartyKey;
  peers: Peer[];
}): Promise<void> {
  const { coffer, key, peers } = options;
  const organizationClientId = await registerCofferOrganizationClient(key);
  console.log('\nclient_credentials: Coffer and the peers in turns…');
  const organizationTokens = await measureInterleaved(
    [
      { name: COFFER, run: clientCredentialsRun({ ...coffer, organizationClientId }, key) },
      ...peers.map((peer) => ({
        name: peer.name,
        run: clientCredentialsRun(
          {
            ...peerEndpoint(peer, coffer.serverPid),
            organizationClientId: OIDC_PROVIDER_ORGANIZATION_CLIENT_ID,
          },
          key,
        ),
      })),
    ],
    TOKEN_SETTINGS,
    ROUNDS,
  );
  printAgainstPeers(
    'organization token (client_credentials)',
    organizationTokens,
    peers,
    TOKEN_RATIO_GOAL,
  );
}

function printBoxRead(result: LoadResult): void {
  const cpuMs = result.serverCpuMsPerSuccess;
  console.log(
    [
      '',
      `cookie-authenticated GET of a box  coffer: ${formatRate(result, 'req/s')}, server CPU ${cpuMs.toFixed(2)} ms ` +
        `(goal ≤ ${BOX_READ_CPU_GOAL_MS} ms; ratio to goal ${(cpuMs / BOX_READ_CPU_GOAL_MS).toFixed(2)})`,
      `  coffer: ${formatCounts(result)}`,
      ...formatFirstFailure('coffer', result),
      ...formatBusyMachine('coffer', result),
    ].join('\n'),
  );
}

function idTokenKeyName(alg: BenchIdTokenAlg): string {
  return alg === 'RS256' ? `RS256 ${RSA_MODULUS_LENGTH}-bit` : 'ES256 (P-256)';
}

/**
 * One row per peer: Coffer's rate over the peer's, the goal held against the durable peer
 * only (a memory store skips the commit Coffer must make), and each round's ratio, so
 * that the spread the machine's other load causes shows.
 */
function printAgainstPeers(
  title: string,
  results: InterleavedResults,
  peers: Peer[],
  goal: number,
): void {
  const coffer = results.get(COFFER)!;
  const lines = ['', `${title}  coffer: ${formatRate(coffer.total, 'req/s')}`];
  for (const peer of peers) {
    const measured = results.get(peer.name)!;
    const ratio = coffer.total.successesPerSecond / measured.total.successesPerSecond;
    const perRound = coffer.rounds
      .map((round, index) =>
        (round.successesPerSecond / measured.rounds[index]!.successesPerSecond).toFixed(2),
      )
      .join(', ');
    const target = peer.store === 'postgres' ? `goal ≥ ${goal}` : 'reported beside it, no goal';
    lines.push(
      `  vs ${peer.name}: ${formatRate(measured.total, 'req/s')} | ratio ${ratio.toFixed(2)} (${target}; rounds ${perRound})`,
    );
  }
  lines.push(`  coffer: ${formatCounts(coffer.total)}`);
  for (const peer of peers)
    lines.push(`  ${peer.name}: ${formatCounts(results.get(peer.name)!.total)}`);
  for (const [name, { total }] of results) {
    lines.push(...formatFirstFailure(name, total), ...formatBusyMachine(name, total));
  }
  console.log(lines.join('\n'));
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
    if (cpuProfileDir) {
      console.log(
        `CPU profiles in ${cpuProfileDir}: pnpm --filter @coffer/bench exec tsx auth/summarize-cpu-profile.ts <the largest>`,
      );
    }
    // Keep-alive sockets of fetch would hold the event loop open for a while.
    process.exit(code);
  })();
  return shuttingDown;
}
