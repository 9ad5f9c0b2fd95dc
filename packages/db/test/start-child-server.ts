/**
 * A TypeScript server script (through tsx) in a child process of its own, ready once it
 * prints its first line on stdout: a JSON object saying where it listens (`{"port": n}`,
 * `{"origin": "…"}`). The one readiness wait of the test and bench servers that are not a
 * whole Coffer (spawn-coffer.ts runs those).
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { hasExited } from './has-exited';
import { WORKSPACE_ROOT } from './spawn-coffer';

export type ChildServer<Ready> = {
  /** Its first line, parsed. */
  ready: Ready;
  pid: number;
  /** What it wrote after that line on stdout, and on stderr when piped. */
  output: () => string;
  /** Sends the signal (SIGTERM by default) and waits until the process has ended. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
};

export async function startChildServer<Ready>(
  script: string,
  options: {
    args?: string[];
    /** On top of this process's environment. */
    env?: Record<string, string | undefined>;
    /** `inherit` shows it as it comes (the bench); `pipe` keeps it for output() (tests). */
    stderr?: 'inherit' | 'pipe';
    /** `pipe` holds its stdin open: a script that exits when stdin ends dies with this one. */
    stdin?: 'ignore' | 'pipe';
    timeoutMs?: number;
  } = {},
): Promise<ChildServer<Ready>> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...(options.args ?? [])], {
    cwd: WORKSPACE_ROOT,
    env: { ...process.env, ...options.env },
    stdio: [options.stdin ?? 'ignore', 'pipe', options.stderr ?? 'pipe'],
  });
  // Always piped; the type of `stdio` above is not precise enough to say so.
  if (!child.stdout) throw new Error('no stdout');
  let output = '';
  child.stderr?.setEncoding('utf8').on('data', (text: string) => (output += text));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const lines = createInterface({ input: child.stdout });
  const timeoutMs = options.timeoutMs ?? 60_000;
  const firstLine = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script} printed nothing within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited (${code ?? signal}) before it was ready:\n${output}`));
    });
    lines.once('line', (line) => {
      clearTimeout(timer);
      lines.on('line', (next) => (output += `${next}\n`));
      resolve(line);
    });
  });
  const ready = JSON.parse(await firstLine) as Ready;
  return {
    ready,
    pid: child.pid!,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      if (hasExited(child)) return;
      child.kill(signal);
      await exited;
    },
  };
}
