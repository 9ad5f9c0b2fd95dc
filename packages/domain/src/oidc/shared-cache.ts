import { listenChannel, type ChannelSubscription } from '@coffer/db';

/**
 * Where the database announces a change of what the caches keep: its triggers send
 * `<topic>:<key>` when a row changes (migration 20261125020000_shared_cache_notifications).
 */
const CHANNEL = 'coffer_shared_cache';

export type SharedCache<V> = {
  /**
   * The value kept for `key`, else `load()`'s, kept when not null. Values are kept and used
   * only while the process hears the channel: a change it could miss is never served.
   */
  get: (key: string, load: () => Promise<V | null>) => Promise<V | null>;
  /** Forgets `key` (every key when null) now, in this process only. */
  forget: (key: string | null) => void;
};

type Topic = { forget: (key: string | null) => void };
type Hub = { live: boolean; subscription: Promise<ChannelSubscription> };

// One LISTEN connection per process for every cache (docs/operations.md, "Caches").
let sharedHub: Hub | undefined;
const topics = new Map<string, Topic>();

/**
 * What several Coffer processes read often and change rarely (a client's registration, the
 * active signing keys), kept in this process until the database says it changed. A change
 * by any writer (another process, `pnpm cli`) is obeyed here as soon as its NOTIFY arrives.
 */
export function createSharedCache<V>(topic: string): SharedCache<V> {
  const entries = new Map<string, V>();
  // Counts forgets: a value loaded while its key was forgotten may be the old one.
  let generation = 0;
  const forget = (key: string | null) => {
    generation += 1;
    if (key === null) entries.clear();
    else entries.delete(key);
  };
  topics.set(topic, { forget });
  return {
    forget,
    get: async (key, load) => {
      const hub = liveHub();
      if (!hub) return load();
      const kept = entries.get(key);
      if (kept !== undefined) return kept;
      const seen = generation;
      const value = await load();
      // Kept only if no notice (nor a lost connection) came while it was read.
      if (value !== null && generation === seen && hub.live) entries.set(key, value);
      return value;
    },
  };
}

/**
 * Resolves once this process hears the channel (opening its connection if needed): before
 * that, the caches read the database every time.
 */
export async function listenToSharedCacheChanges(): Promise<void> {
  liveHub();
  await sharedHub?.subscription;
}

/**
 * The hub when this process hears the channel now, else undefined; the first call opens its
 * connection. Never waits for it: a database that does not answer must not hold requests
 * here, and nothing is kept until the connection is up (changes made before are not heard).
 */
function liveHub(): Hub | undefined {
  const hub = (sharedHub ??= openHub());
  return hub.live ? hub : undefined;
}

function openHub(): Hub {
  const forgetAll = () => {
    for (const { forget } of topics.values()) forget(null);
  };
  const hub: Hub = {
    live: false,
    subscription: listenChannel(CHANNEL, {
      onPayload: (payload) => {
        const colon = payload.indexOf(':');
        if (colon > 0) topics.get(payload.slice(0, colon))?.forget(payload.slice(colon + 1));
      },
      // Changes made while the connection was down were not heard.
      onLost: () => {
        hub.live = false;
        forgetAll();
      },
      onReconnect: () => {
        forgetAll();
        hub.live = true;
      },
    }),
  };
  hub.subscription.then(
    () => {
      hub.live = true;
    },
    // The database is unreachable: the next call tries again.
    () => {
      if (sharedHub === hub) sharedHub = undefined;
    },
  );
  return hub;
}
