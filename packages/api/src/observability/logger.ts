import { pino, type Logger } from 'pino';
import { getEnv } from '@coffer/env';
import { currentRequestId } from './request-context';

type LogSink = (line: string) => void;

type LogState = { logger?: Logger; sinks: Set<LogSink> };

const state: LogState = { sinks: new Set() };

/**
 * The process's logger: JSON lines on stdout at LOG_LEVEL. What is logged is chosen field by
 * field (a request's method, route template, status…), never a URL with its query, a header or
 * a body: tokens, codes, cookies, shares and keys travel in those.
 */
export function getLogger(): Logger {
  state.logger ??= pino(
    {
      level: getEnv().logLevel,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    {
      write(line: string) {
        process.stdout.write(line);
        for (const sink of state.sinks) sink(line);
      },
    },
  );
  return state.logger;
}

/** Everything logged from now on, for a test to read; `stop` ends the capture. */
export function captureLogs(): { text: () => string; stop: () => void } {
  let text = '';
  const sink: LogSink = (line) => {
    text += line;
  };
  state.sinks.add(sink);
  return { text: () => text, stop: () => state.sinks.delete(sink) };
}

/**
 * A server fault (a 5xx) with its cause, as one JSON line naming the request it broke. The
 * client got only the masked body; the cause is for the operator, and carries no request data
 * (tokens travel in the request, never in an error Coffer makes).
 */
export function logServerError(
  scope: 'api' | 'trpc' | 'oauth2' | 'http',
  error: unknown,
  fields: Record<string, string> = {},
): void {
  getLogger().error({ reqId: currentRequestId(), scope, ...fields, err: error }, 'server error');
}
