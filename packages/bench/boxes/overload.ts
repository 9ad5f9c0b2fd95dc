// Bench (not a test) of overload (docs/operations.md, "Overload"): message posts to one box
// of `pnpm start` (the production build, its own embedded PostgreSQL), from 8 posters up to
// 2 000 at once. It prints what the process sustains (posts answered 201 per second), what it
// sheds (503 with Retry-After) and whether anything else came back (a 500 is a failure), and
// the goodput under overload against the named baseline: the same process with 8 posters.
//   pnpm build && pnpm --filter @coffer/bench exec tsx boxes/overload.ts
import os from 'node:os';
import { startCoffer, type CofferServer } from '../auth/start-coffer';
import { missingProductionBuild } from '../auth/production-build';
import { print } from './print';

const ROUND_MS = 5_000;
const CONCURRENCY = [8, 64, 256, 2_000];

type Round = { concurrency: number; ok: number; shed: number; other: Map<number, number> };

const missing = missingProductionBuild();
if (missing) {
  console.error(missing);
  process.exit(1);
}
print(
  `Overload bench: Node ${process.version}, ${os.availableParallelism()} cores, load average ` +
    `${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}; one Coffer process (pnpm start).`,
);
const coffer = await startCoffer({ requestsPerMinute: 100_000 });
let exitCode = 0;
try {
  await benchmark(coffer);
} catch (error) {
  console.error(error, coffer.recentOutput().join('\n'));
  exitCode = 1;
} finally {
  await coffer.stop();
}
process.exit(exitCode);

async function benchmark(server: CofferServer): Promise<void> {
  // Before the first domain call here: getEnv() reads the environment once.
  Object.assign(process.env, server.sharedEnv);
  const { createOrganization, createOrganizationToken } =
    await import('@coffer/domain/test-factories');
  const { formatBoxPublicKey, generateBoxKeyPair } = await import('@coffer/crypto');
  const { getDb } = await import('@coffer/db');
  const organization = await createOrganization();
  const datatag = await getDb().datatag.create({
    data: { organizationId: organization.id, name: 'Overload' },
  });
  const token = (await createOrganizationToken(organization.id)).headers();
  const headers = new Headers([...token, ['content-type', 'application/json']]);
  const publicKey = formatBoxPublicKey((await generateBoxKeyPair()).publicKey);
  const created = await fetch(`${server.origin}/api/organizations/${organization.id}/boxes`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      title: 'Overload',
      owner_org_id: organization.id,
      datatag_id: datatag.id,
      datatag_subject: 'subject@overload.test',
      public_key: publicKey,
    }),
  });
  if (created.status !== 201) throw new Error(`box: ${created.status} ${await created.text()}`);
  const { id: boxId } = (await created.json()) as { id: string };
  const body = JSON.stringify({
    type: 'msg.text',
    content: { encrypted: 'Y2lwaGVydGV4dA', public_key: publicKey },
  });
  const post = async (): Promise<number> => {
    try {
      const answer = await fetch(`${server.origin}/api/boxes/${boxId}/events`, {
        method: 'POST',
        headers,
        body,
      });
      await answer.arrayBuffer();
      return answer.status;
    } catch {
      return 0; // The connection failed: counted apart, as a failure.
    }
  };

  const rounds: Round[] = [];
  for (const concurrency of CONCURRENCY) {
    const round: Round = { concurrency, ok: 0, shed: 0, other: new Map() };
    const until = Date.now() + ROUND_MS;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (Date.now() < until) {
          const status = await post();
          if (status === 201) round.ok += 1;
          else if (status === 503) round.shed += 1;
          else round.other.set(status, (round.other.get(status) ?? 0) + 1);
        }
      }),
    );
    rounds.push(round);
  }

  const baseline = rounds[0]!.ok;
  print();
  print('| posters at once | posts/s answered 201 | shed (503) | other answers | vs 8 posters |');
  print('| ---: | ---: | ---: | --- | ---: |');
  for (const round of rounds) {
    const other = [...round.other].map(([status, count]) => `${count} × ${status}`).join(', ');
    print(
      `| ${round.concurrency} | ${((round.ok * 1000) / ROUND_MS).toFixed(0)} | ${round.shed} | ` +
        `${other || 'none'} | ${(round.ok / baseline).toFixed(2)} |`,
    );
  }
  const failed = rounds.some((round) => round.other.size > 0);
  print();
  print(
    failed
      ? 'FAILED: some posts were answered neither 201 nor 503.'
      : 'Every post was answered 201 or 503 with Retry-After: overload is shed, not failed.',
  );
  if (failed) throw new Error('answers other than 201 and 503');
}
