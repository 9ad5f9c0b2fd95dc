import { Command } from 'commander';
import { CofferError, TokenError } from '../errors';
import { accessCommands } from './commands/access-commands';
import { boxCommands } from './commands/box-commands';
import { datatagCommands } from './commands/datatag-commands';
import { eventCommand } from './commands/event-commands';
import { loginCommand } from './commands/login-command';
import { memberCommands } from './commands/member-commands';
import { provisionCommands } from './commands/provision-commands';
import { webhookCommands } from './commands/webhook-commands';
import { createOutput, type Output } from './output';

/** The `coffer` command line, on the SDK (docs/sdk.md#command-line). */
export function createProgram(): Command {
  const program = new Command('coffer')
    .description("Coffer from an organization's server: boxes, encrypted messages and files")
    .option('--json', 'print results as JSON on stdout')
    .showHelpAfterError();
  const output = (): Output => createOutput(Boolean(program.opts<{ json?: boolean }>().json));
  program.addCommand(loginCommand(output));
  program.addCommand(boxCommands(output));
  program.addCommand(datatagCommands(output));
  program.addCommand(memberCommands(output));
  program.addCommand(accessCommands(output));
  program.addCommand(webhookCommands(output));
  program.addCommand(provisionCommands(output));
  program.addCommand(eventCommand(output));
  return program;
}

/** Runs the command line; a refusal prints its contract body (as JSON with --json) and exits 1. */
export async function runProgram(argv: string[]): Promise<void> {
  const program = createProgram();
  try {
    await program.parseAsync(argv);
  } catch (error) {
    const json = Boolean(program.opts<{ json?: boolean }>().json);
    process.exitCode = 1;
    if (error instanceof CofferError) {
      const body = {
        status: error.status,
        code: error.code,
        origin: error.origin,
        desc: error.desc,
        details: error.details,
        request_id: error.requestId,
      };
      const human = `coffer: ${error.message}${error.requestId ? ` (request ${error.requestId})` : ''}`;
      console.error(json ? JSON.stringify({ error: body }) : human);
      return;
    }
    const message = error instanceof Error ? error.message : String(error);
    console.error(
      json
        ? JSON.stringify({
            error: { message, name: error instanceof TokenError ? 'TokenError' : 'Error' },
          })
        : `coffer: ${message}`,
    );
  }
}
