import { pino, type Logger } from 'pino';
import { getEnv } from './env';

type LogSink = (line: string) => void;

let logger: Logger | undefined;
const sinks = new Set<LogSink>();

/**
 * The process's one logger, for every layer (docs/operations.md): JSON lines on stdout at
 * LOG_LEVEL. Beside the settings because every package already depends on them and nothing
 * below. What is logged is chosen field by field (a request's method, route template,
 * status…), never a URL with its query, a header or a body: tokens, codes, cookies, shares
 * and keys travel in those.
 */
export function getLogger(): Logger {
  logger ??= createLogger();
  return logger;
}

function createLogger(): Logger {
  process.on('exit', flush);
  return pino(
    {
      level: getEnv().logLevel,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      serializers: { err: serializeError },
    },
    {
      write(line: string) {
        writeOut(line);
        for (const sink of sinks) sink(line);
      },
    },
  );
}

/**
 * pino's error serializer, without the objects libraries hang on their errors that are not
 * about the error: pg's errors, as pg-boss reports them, carry their `client`, whose
 * connection parameters and cancel key would be written whole. What stays: the error's own
 * fields, plain data (Prisma's `meta`), lists and the errors it wraps.
 */
function serializeError(error: Error): Record<string, unknown> {
  const serialized = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(serialized).filter(
      ([, value]) => value === null || typeof value !== 'object' || isData(value),
    ),
  );
}

function isData(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return (
    Array.isArray(value) ||
    prototype === Object.prototype ||
    prototype === null ||
    // an error it wraps, serialized the same way (pino's own prototype for them)
    ('message' in value && 'stack' in value)
  );
}

// A write to stdout (a pipe, under a supervisor) is a system call, synchronous in Node.js: one
// per request cost as much as the rest of its log line (packages/bench/README.md, routing
// overhead). The lines of one turn of the event loop go out in one write at its end, and
// whatever is left when the process exits (process.exit, an uncaught exception) before it.
const FLUSH_AT_CHARS = 64 * 1024;
let pending = '';

function writeOut(line: string): void {
  if (pending === '') setImmediate(flush);
  pending += line;
  if (pending.length >= FLUSH_AT_CHARS) flush();
}

function flush(): void {
  if (pending === '') return;
  const text = pending;
  pending = '';
  process.stdout.write(text);
}

/** Everything logged from now on, for a test to read; `stop` ends the capture. */
export function captureLogs(): { text: () => string; stop: () => void } {
  let text = '';
  const sink: LogSink = (line) => {
    text += line;
  };
  sinks.add(sink);
  return { text: () => text, stop: () => sinks.delete(sink) };
}
