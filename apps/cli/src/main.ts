/**
 * `pnpm cli <area> <command> [options]` (contract §11). Prints results as JSON on stdout;
 * errors go to stderr with exit code 1 (failure) or 2 (bad usage).
 */
import { EnvError } from '@coffer/env';
import { runCommand, UsageError } from './run-command';

try {
  const result = await runCommand(process.argv.slice(2));
  process.stdout.write(JSON.stringify(result) + '\n');
  process.exit(0);
} catch (error) {
  if (error instanceof UsageError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
  process.stderr.write(`${error instanceof EnvError ? error.message : String(error)}\n`);
  process.exit(1);
}
