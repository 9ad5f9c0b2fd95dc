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
  logger ??= pino(
    {
      level: getEnv().logLevel,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    {
      write(line: string) {
        process.stdout.write(line);
        for (const sink of sinks) sink(line);
      },
    },
  );
  return logger;
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
