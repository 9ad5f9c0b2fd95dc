// `tsx auth/summarize-cpu-profile.ts <file.cpuprofile> [--from <s>]`: where a server's CPU went
// during a bench run started with `--cpu-prof <dir>` (run.ts), by area and by function (self
// time). `--from` drops the first seconds of the profile: the server's start-up (loading its
// modules), which weighs a lot in a short run and nothing in a long-lived process.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

type ProfileNode = {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number };
};
type Profile = {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  /** Microseconds since the previous sample (the first: since startTime). */
  timeDeltas: number[];
};

const INTERNALS_AREA = 'Node.js internals';
// First match wins: the more specific paths come first.
const AREAS: [string, RegExp][] = [
  ['Prisma', /@prisma|generated\/prisma/],
  ['pg (driver)', /node_modules\/\.pnpm\/pg[-@]|\/pg-protocol\//],
  ['jose (JWT, WebCrypto)', /jose/],
  ['Next.js', /node_modules\/\.pnpm\/next@|\/next\/dist\//],
  // The build bundles the routes with what they import: Coffer's packages, tRPC, zod, jose.
  ["Coffer's routes as built (its packages, tRPC, zod, jose)", /\.next\/server\//],
  ['React (server rendering)', /react-dom|react-server/],
  ['tRPC and zod', /@trpc|zod/],
  ['pino (logs)', /pino/],
  ["Coffer's own code", /\/packages\/|\/apps\//],
  ['other npm packages', /node_modules/],
  [INTERNALS_AREA, /^node:|^internal|^$/],
];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { from: { type: 'string', default: '0' } },
});
const file = positionals[0];
const fromSeconds = Number(values.from);
if (!file || !(fromSeconds >= 0)) {
  console.error('usage: tsx auth/summarize-cpu-profile.ts <file.cpuprofile> [--from <seconds>]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const msPerSample = (profile.endTime - profile.startTime) / 1000 / profile.samples.length;
const idle = new Set(['(idle)', '(program)']);
// Each node's samples from `--from` on (a node's hitCount counts them all).
const hits = new Map<number, number>();
let elapsedUs = 0;
profile.samples.forEach((id, index) => {
  elapsedUs += profile.timeDeltas[index] ?? 0;
  if (elapsedUs >= fromSeconds * 1e6) hits.set(id, (hits.get(id) ?? 0) + 1);
});
const busy = profile.nodes.filter((node) => !idle.has(node.callFrame.functionName));
const busyMs = busy.reduce((sum, node) => sum + (hits.get(node.id) ?? 0) * msPerSample, 0);

const parents = new Map<number, ProfileNode>();
for (const node of profile.nodes) {
  for (const child of node.children ?? []) parents.set(child, node);
}
const areaOf = (url: string) => AREAS.find(([, pattern]) => pattern.test(url))?.[0] ?? 'other';
const INTERNALS = INTERNALS_AREA;

/**
 * Time spent inside Node.js (streams, promises, WebCrypto) is charged to the nearest caller
 * that is not Node.js itself: the package that asked for the work.
 */
function callerArea(node: ProfileNode): string {
  for (let at: ProfileNode | undefined = node; at; at = parents.get(at.id)) {
    const area = areaOf(at.callFrame.url);
    if (area !== INTERNALS && area !== 'other') return area;
  }
  return `${INTERNALS} (no package on the stack: event loop, sockets, promise hooks)`;
}

const byArea = new Map<string, number>();
const byFunction = new Map<string, number>();
for (const node of busy) {
  const ms = (hits.get(node.id) ?? 0) * msPerSample;
  if (ms === 0) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  const area = functionName === '(garbage collector)' ? 'garbage collection' : callerArea(node);
  byArea.set(area, (byArea.get(area) ?? 0) + ms);
  const name = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '')}:${lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
}

const share = (ms: number) => `${((ms / busyMs) * 100).toFixed(1).padStart(5)} %`;
console.log(
  `${file}${fromSeconds > 0 ? ` from ${fromSeconds} s on` : ''}: ${busyMs.toFixed(0)} ms busy (idle excluded); by the package that asked for the work:\n`,
);
for (const [area, ms] of [...byArea].sort((a, b) => b[1] - a[1])) {
  console.log(`${share(ms)}  ${area}`);
}
console.log('\nTop functions (self time):');
for (const [name, ms] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
  console.log(`${share(ms)}  ${name}`);
}
