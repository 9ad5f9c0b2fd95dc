import { Command } from 'commander';
import { cofferFromSettings } from '../client';
import type { Output } from '../output';

/**
 * `coffer events [box]`: the live events of a box, or of every box of the organization, one
 * per line (a JSON line each with --json), until interrupted (Ctrl-C ends it, exit 0) or the
 * box goes away.
 */
export function eventCommand(output: () => Output): Command {
  return new Command('events')
    .description('follow new events live, of one box or of every box (JSON lines with --json)')
    .argument('[box]', 'a box id; every box of the organization without it')
    .option('--after <event>', 'with a box: resume after this event id (what was missed first)')
    .action(async (boxId: string | undefined, options: { after?: string }) => {
      const coffer = await cofferFromSettings();
      const stop = new AbortController();
      const interrupt = () => stop.abort();
      process.once('SIGINT', interrupt);
      process.once('SIGTERM', interrupt);
      try {
        const events = boxId
          ? coffer.events.stream(boxId, { signal: stop.signal, lastEventId: options.after })
          : coffer.events.streamAll({ signal: stop.signal });
        for await (const event of events) {
          const human =
            'id' in event
              ? `${event.server_event_created_at}  ${event.type}  ${event.id}  box ${event.box_id}`
              : 'box_id' in event
                ? `${event.type}  box ${event.box_id}`
                : event.type;
          output().result(event, human);
        }
      } finally {
        process.off('SIGINT', interrupt);
        process.off('SIGTERM', interrupt);
      }
    });
}
