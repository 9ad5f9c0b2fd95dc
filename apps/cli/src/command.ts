import type { ParseArgsConfig } from 'node:util';
import type { z } from 'zod';

export type Command = {
  area: string;
  verb: string;
  synopsis: string;
  options: NonNullable<ParseArgsConfig['options']>;
  /** Validates the parsed options (a ZodError is a usage error) and runs. */
  run: (values: Record<string, unknown>) => Promise<unknown>;
};

/**
 * A check that found something wrong: its report is printed like any result, and the
 * process exits with 1 so that scripts and monitoring notice.
 */
export class CheckFailure extends Error {
  override name = 'CheckFailure';
  constructor(readonly report: unknown) {
    super('the check found problems');
  }
}

export function defineCommand<Input extends z.ZodType>(spec: {
  area: string;
  verb: string;
  synopsis: string;
  options: Command['options'];
  input: Input;
  run: (input: z.output<Input>) => Promise<unknown>;
}): Command {
  const { input, run, ...described } = spec;
  return { ...described, run: (values) => run(input.parse(values)) };
}
