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
