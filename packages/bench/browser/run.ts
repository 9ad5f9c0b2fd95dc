// Bench (not a test): the browser side of the token path and of a box (issue #18, item 4), on
// Coffer's production build in Chromium: the login page's JavaScript on the wire and its time
// to interactive, and the box page's time to its first decrypted message with 500 messages.
// With --baseline <checkout>, the same figures of another checkout's build (built there with
// `pnpm build`), measured in turns with this one's, and the ratio of each.
// Run after `pnpm build`: pnpm --filter @coffer/bench exec tsx browser/run.ts [--baseline <dir>]
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '@coffer/crypto/chromium';
import { authorizationUrl } from '../auth/authorization-url';
import { formatBrowserSide, measureBrowserSide } from '../auth/browser-side';
import { measureLoginPageWeight } from '../auth/login-page-weight';
import { missingProductionBuild } from '../auth/production-build';
import { startCoffer, type CofferServer } from '../auth/start-coffer';
import { measureBoxPage, type BoxPageTimes } from './box-page-first-message';
import { measureLoginPageInteractive } from './login-page-interactive';
import type { SeededBox } from './seed-box';
import { seedCoffer } from './seed-coffer-process';

const RUNS = 5;
const MESSAGES = 500;
const LOGIN_PAGE_KIB_GOAL = 120;
const KIB = 1024;
// Not limited here: every request of the bench comes from 127.0.0.1.
const REQUESTS_PER_MINUTE = 10_000_000;

type Target = { name: string; coffer: CofferServer; clientId: string; box: SeededBox };
type Figures = { interactiveMs: number[]; boxPage: BoxPageTimes[] };

const missingBuild = missingProductionBuild();
if (missingBuild) {
  console.error(missingBuild);
  process.exit(1);
}
const { values: flags } = parseArgs({ options: { baseline: { type: 'string' } } });
const baselineRoot = flags.baseline && path.resolve(flags.baseline);
console.log(
  `Browser-side bench: Node ${process.version}, ${os.availableParallelism()} cores, load average ` +
    `${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}; Coffer's production build in Chromium, ${RUNS} fresh browser contexts per ` +
    `figure${baselineRoot ? `, in turns with the baseline build of ${baselineRoot}` : ''}.`,
);
const servers: CofferServer[] = [];
let exitCode = 0;
try {
  await benchmark();
} catch (error) {
  console.error(error);
  for (const server of servers) console.error(server.recentOutput().join('\n'));
  exitCode = 1;
}
await Promise.allSettled(servers.map((server) => server.stop()));
process.exit(exitCode);

async function start(name: string, workspaceRoot?: string): Promise<Target> {
  const coffer = await startCoffer({
    requestsPerMinute: REQUESTS_PER_MINUTE,
    workspaceRoot,
  });
  servers.push(coffer);
  console.log(`${name}: seeding a box with ${MESSAGES} text messages through the API…`);
  const { clientId, box } = await seedCoffer(coffer.origin, coffer.sharedEnv, MESSAGES);
  return { name, coffer, clientId, box };
}

async function benchmark(): Promise<void> {
  const targets = [await start('this build')];
  if (baselineRoot) targets.push(await start('baseline', baselineRoot));
  const [current, baseline] = targets as [Target, Target | undefined];
  console.log(
    formatBrowserSide(
      await measureBrowserSide({ origin: current.coffer.origin, clientId: current.clientId }),
      { loginPageKib: LOGIN_PAGE_KIB_GOAL },
    ).join('\n'),
  );
  if (baseline) {
    const page = await measureLoginPageWeight({
      origin: baseline.coffer.origin,
      clientId: baseline.clientId,
    });
    console.log(
      `  baseline: ${(page.wireBytes / KIB).toFixed(1)} KiB in ${page.scripts.length} scripts`,
    );
  }

  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const figures = new Map<Target, Figures>(
    targets.map((target) => [target, { interactiveMs: [], boxPage: [] }]),
  );
  try {
    // A first visit of each page warms the server's routes; not counted.
    for (const target of targets) {
      await measureLoginPageInteractive(
        browser,
        authorizationUrl(target.coffer.origin, target.clientId).toString(),
      );
      await measureBoxPage(browser, target.coffer.origin, target.box, MESSAGES);
    }
    // In turns, so that the machine's other load falls on both builds alike.
    for (let run = 0; run < RUNS; run++) {
      for (const target of targets) {
        const { interactiveMs, boxPage } = figures.get(target)!;
        interactiveMs.push(
          await measureLoginPageInteractive(
            browser,
            authorizationUrl(target.coffer.origin, target.clientId).toString(),
          ),
        );
        boxPage.push(await measureBoxPage(browser, target.coffer.origin, target.box, MESSAGES));
      }
    }
  } finally {
    await browser.close();
  }
  const rows: [string, (figures: Figures) => number[]][] = [
    ['login page: navigation to an interactive email field', (f) => f.interactiveMs],
    [`box page (${MESSAGES} messages): the box's title`, (f) => f.boxPage.map((b) => b.titleMs)],
    ['box page: the first message listed', (f) => f.boxPage.map((b) => b.listedMs)],
    ['box page: the first decrypted message', (f) => f.boxPage.map((b) => b.firstMessageMs)],
    [`box page: all ${MESSAGES} decrypted`, (f) => f.boxPage.map((b) => b.allMessagesMs)],
    ['box page: 403 answers on the way', (f) => f.boxPage.map((b) => b.forbiddenAnswers)],
  ];
  console.log(
    `\nChromium, nothing cached, from the navigation's start (ms, median of ${RUNS}; each run):`,
  );
  for (const [name, of] of rows) {
    const mine = of(figures.get(current)!);
    const theirs = baseline && of(figures.get(baseline)!);
    console.log(
      `  ${name}: ${formatRuns(mine)}` +
        (theirs
          ? `; baseline ${formatRuns(theirs)}; ratio ${(median(mine) / median(theirs)).toFixed(2)}`
          : ''),
    );
  }
  const firstOverAll = (f: Figures) =>
    median(f.boxPage.map((b) => b.firstMessageMs / b.allMessagesMs));
  console.log(
    `  box page: first decrypted message / all decrypted, per visit (1.00: none shows before ` +
      `all are done): ${firstOverAll(figures.get(current)!).toFixed(2)}` +
      (baseline ? `; baseline ${firstOverAll(figures.get(baseline)!).toFixed(2)}` : ''),
  );
}

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
}

function formatRuns(values: number[]): string {
  return `${median(values).toFixed(0)} (${values.map((value) => value.toFixed(0)).join(', ')})`;
}
