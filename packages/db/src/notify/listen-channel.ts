import pg from 'pg';
import { getEnv } from '@coffer/env';

export type ChannelListener = {
  /** A NOTIFY payload, in commit order. */
  onPayload: (payload: string) => void;
  /**
   * The connection was lost and is back: notifications sent meanwhile are lost, so
   * whoever relies on them reads again what they may have missed.
   */
  onReconnect: () => void;
  /** The connection was lost: notifications may be missed until onReconnect. */
  onLost?: () => void;
};

export type ChannelSubscription = { close: () => Promise<void> };

const RECONNECT_DELAY_MS = 500;

// Every open subscription of the process, for closeAllChannels.
const open = new Set<ChannelSubscription>();

/**
 * LISTENs on a PostgreSQL channel over a connection of its own (a pooled connection may be
 * handed to someone else between two notifications), and LISTENs again after the
 * connection is lost. PostgreSQL delivers a NOTIFY only when its transaction commits, to
 * every process listening on the database: the fan-out between Coffer processes.
 */
export async function listenChannel(
  channel: string,
  listener: ChannelListener,
): Promise<ChannelSubscription> {
  const { databaseUrl } = getEnv();
  if (!databaseUrl) throw new Error('DATABASE_URL is not set: LISTEN needs the database.');
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined)
        listener.onPayload(message.payload);
    });
    next.on('error', () => reconnect(next));
    next.on('end', () => reconnect(next));
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
  };

  const reconnect = (lost: pg.Client): void => {
    if (closed || client !== lost) return;
    client = undefined;
    listener.onLost?.();
    lost.end().catch(() => {});
    const attempt = (): void => {
      retry = setTimeout(() => {
        if (closed) return;
        connect().then(listener.onReconnect, attempt);
      }, RECONNECT_DELAY_MS);
    };
    attempt();
  };

  await connect();
  const subscription: ChannelSubscription = {
    close: async () => {
      closed = true;
      open.delete(subscription);
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
  open.add(subscription);
  return subscription;
}

/**
 * Closes every LISTEN connection of the process: before its database goes away (a test
 * file's), so that none keeps trying to reconnect to it.
 */
export async function closeAllChannels(): Promise<void> {
  await Promise.all([...open].map((subscription) => subscription.close()));
}
