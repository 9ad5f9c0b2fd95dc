// Loaded with `--import` into Coffer's Node.js processes when the bench runs with
// `--cpu-prof <dir>`: Node 20 refuses `--cpu-prof` in NODE_OPTIONS, so the hook starts V8's
// profiler through node:inspector and writes the profile (a .cpuprofile, as --cpu-prof
// would) when the process exits. The directory comes in COFFER_BENCH_CPU_PROFILE_DIR.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';
import process from 'node:process';

const directory = process.env.COFFER_BENCH_CPU_PROFILE_DIR;
if (directory) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  // 1 ms between samples, as --cpu-prof's default.
  session.post('Profiler.setSamplingInterval', { interval: 1000 });
  session.post('Profiler.start');
  process.on('exit', () => {
    // The main thread's own session answers synchronously: the profile is written before exit.
    session.post('Profiler.stop', (error, result) => {
      if (error) return;
      const name = `CPU.${process.pid}.${path.basename(process.argv[1] ?? 'node')}.cpuprofile`;
      writeFileSync(path.join(directory, name), JSON.stringify(result.profile));
    });
  });
}
