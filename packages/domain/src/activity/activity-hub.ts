import { listenChannel, type ChannelSubscription } from '@coffer/db';
import { ACTIVITY_CHANNEL, parseActivityNotice, type ActivityNotice } from './activity-notice';

export type ActivityListener = {
  onNotice: (notice: ActivityNotice) => void;
  /** Notices may have been lost (the LISTEN connection dropped): read again from the database. */
  onResync: () => void;
};

type Hub = { listeners: Set<ActivityListener>; subscription: Promise<ChannelSubscription> };

// One LISTEN connection per process, whatever the number of open streams.
const holder = globalThis as typeof globalThis & { cofferActivityHub?: Hub };

/**
 * Subscribes to the activity of every box, in this process (docs/activity.md, "Live
 * streams"): the first subscriber opens the process's LISTEN connection. Resolves once
 * listening, so whatever the subscriber reads from the database next cannot miss a notice.
 */
export async function subscribeActivity(listener: ActivityListener): Promise<() => void> {
  const hub = (holder.cofferActivityHub ??= openHub());
  hub.listeners.add(listener);
  try {
    await hub.subscription;
  } catch (error) {
    hub.listeners.delete(listener);
    if (holder.cofferActivityHub === hub) holder.cofferActivityHub = undefined;
    throw error;
  }
  return () => hub.listeners.delete(listener);
}

function openHub(): Hub {
  const listeners = new Set<ActivityListener>();
  const subscription = listenChannel(ACTIVITY_CHANNEL, {
    onPayload: (payload) => {
      const notice = parseActivityNotice(payload);
      if (notice) for (const listener of listeners) listener.onNotice(notice);
    },
    onReconnect: () => {
      for (const listener of listeners) listener.onResync();
    },
  });
  return { listeners, subscription };
}

/** Closes the process's LISTEN connection (shutdown, tests). */
export async function closeActivityHub(): Promise<void> {
  const hub = holder.cofferActivityHub;
  holder.cofferActivityHub = undefined;
  if (hub) await (await hub.subscription.catch(() => undefined))?.close();
}
