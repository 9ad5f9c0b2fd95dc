/**
 * `pnpm cli <area> <command> [options]` (docs/operations.md). Prints results as JSON on stdout;
 * errors go to stderr with exit code 1 (failure) or 2 (bad usage). A check that finds
 * problems prints its report on stdout and exits with 1.
 */
import { EnvError } from '@coffer/env';
import { CheckFailure } from './command';
import { runCommand, UsageError } from './run-command';

try {
  const result = await runCommand(process.argv.slice(2));
  process.stdout.write(JSON.stringify(result) + '\n');
  process.exit(0);
} catch (error) {
  if (error instanceof CheckFailure) {
    process.stdout.write(JSON.stringify(error.report) + '\n');
    process.exit(1);
  }
  if (error instanceof UsageError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
  process.stderr.write(`${error instanceof EnvError ? error.message : String(error)}\n`);
  process.exit(1);
}
