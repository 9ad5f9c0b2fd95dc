'use client';

import { useEffect, useRef } from 'react';
import { forgetCsrfToken, getCsrfToken } from '../api/csrf-token';

export type EventStreamHandlers = {
  /**
   * The stream is open. `resumed` is true when the browser reconnected by itself after an
   * event with an id (it sent that Last-Event-ID, so a box stream missed nothing); false for a
   * new stream, or a reconnection before any event, which send only what comes after them: the
   * page reads its list again.
   */
  onOpen?: (resumed: boolean) => void;
  /** An unnamed message: an event resource (docs/activity.md, "Live streams"). */
  onEvent?: (data: unknown) => void;
  /** Named messages (`box.delete`, `access.lost`, `resync`) by name. */
  named?: Record<string, (data: unknown) => void>;
};

// After the server refused or ended a stream for good, how long to wait before a new one:
// a restarting server or a stale CSRF token heals within these.
const REOPEN_DELAYS_MS = [1_000, 2_000, 5_000, 10_000];

/**
 * A Server-Sent Events stream of `/api<path>` over the session (docs/activity.md): the CSRF
 * token travels as `csrf_token`, since EventSource cannot send headers. The browser
 * reconnects by itself after a dropped connection; a stream it gives up on (a refusal, an
 * answer that is not a stream) is opened again with a fresh token. `path` null: no stream.
 */
export function useEventStream(path: string | null, handlers: EventStreamHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (path === null) return;
    let source: EventSource | null = null;
    let stopped = false;
    let failures = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reopenLater = () => {
      const delay = REOPEN_DELAYS_MS[Math.min(failures, REOPEN_DELAYS_MS.length - 1)];
      failures += 1;
      timer = setTimeout(() => void open(), delay);
    };
    const open = async () => {
      let token: string;
      try {
        token = await getCsrfToken();
      } catch {
        if (!stopped) reopenLater();
        return;
      }
      if (stopped) return;
      const stream = new EventSource(`/api${path}?csrf_token=${encodeURIComponent(token)}`);
      source = stream;
      let lastEventId = '';
      stream.onopen = () => {
        failures = 0;
        latest.current.onOpen?.(lastEventId !== '');
      };
      stream.onmessage = (message) => {
        lastEventId = message.lastEventId;
        latest.current.onEvent?.(JSON.parse(message.data as string));
      };
      for (const name of Object.keys(latest.current.named ?? {})) {
        stream.addEventListener(name, (message) => {
          latest.current.named?.[name]?.(JSON.parse((message as MessageEvent<string>).data));
        });
      }
      stream.onerror = () => {
        // CONNECTING: the browser retries by itself and resumes with Last-Event-ID.
        if (stream.readyState !== EventSource.CLOSED) return;
        // A refusal: the token may be from an earlier session (signed in again elsewhere).
        forgetCsrfToken();
        reopenLater();
      };
    };
    void open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [path]);
}
