import { parseArgs } from 'node:util';
import { z } from 'zod';
import type { Command } from './command';
import { commands } from './commands';

export class UsageError extends Error {
  override name = 'UsageError';
}

/** Finds the command named by the first words of argv and runs it with the options that follow. */
export async function runCommand(argv: string[]): Promise<unknown> {
  const [area, verb, ...rest] = argv;
  const command = commands.find((candidate) => candidate.area === area && candidate.verb === verb);
  if (!command) throw new UsageError(usage());
  let values: Record<string, unknown>;
  try {
    ({ values } = parseArgs({ args: rest, options: command.options, strict: true }));
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${usageOf(command)}`);
  }
  try {
    return await command.run(values);
  } catch (error) {
    if (!(error instanceof z.ZodError)) throw error;
    const problems = error.issues.map((issue) => {
      // zod leaves the input out of its issues: whether the option was given says it.
      const missing = issue.code === 'invalid_type' && values[String(issue.path[0])] === undefined;
      return `  --${issue.path.join('.')}: ${missing ? 'is required' : issue.message}`;
    });
    throw new UsageError(`${problems.join('\n')}\n${usageOf(command)}`);
  }
}

function usage(): string {
  const lines = commands.map((command) => `  ${usageOf(command)}`);
  return ['usage: pnpm cli <command> [options]', ...lines].join('\n');
}

function usageOf(command: Command): string {
  return `${command.area} ${command.verb} ${command.synopsis}`;
}
