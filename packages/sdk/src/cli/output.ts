import { SingleBar, Presets } from 'cli-progress';

/** How a command answers: JSON on stdout with --json, else lines for people. */
export type Output = {
  json: boolean;
  result: (value: unknown, human: string) => void;
  /** A progress bar on stderr (none with --json); call the returned function when done. */
  progress: (label: string, total: number) => { update: (done: number) => void; stop: () => void };
};

export function createOutput(json: boolean): Output {
  return {
    json,
    result: (value, human) => {
      process.stdout.write(json ? `${JSON.stringify(value)}\n` : `${human}\n`);
    },
    progress: (label, total) => {
      if (json) return { update: () => undefined, stop: () => undefined };
      const bar = new SingleBar(
        {
          format: `${label} [{bar}] {percentage}% {value}/{total} bytes`,
          stream: process.stderr,
          // Also when stderr is a pipe or a log file (CI, `2> log`): a line every second.
          noTTYOutput: true,
          notTTYSchedule: 1000,
        },
        Presets.shades_classic,
      );
      bar.start(total, 0);
      return { update: (done) => bar.update(done), stop: () => bar.stop() };
    },
  };
}
