import { listenChannel, type ChannelSubscription } from '@coffer/db';
import { ACTIVITY_CHANNEL, parseActivityNotice, type ActivityNotice } from './activity-notice';

export type ActivityListener = {
  onNotice: (notice: ActivityNotice) => void;
  /** Notices may have been lost (the LISTEN connection dropped): read again from the database. */
  onResync: () => void;
  /** The process is shutting down: end the stream (the browser reconnects elsewhere). */
  onClose: () => void;
};

type Hub = { listeners: Set<ActivityListener>; subscription: Promise<ChannelSubscription> };

// One LISTEN connection per process, whatever the number of open streams.
let activityHub: Hub | undefined;

/**
 * Subscribes to the activity of every box, in this process (docs/activity.md, "Live
 * streams"): the first subscriber opens the process's LISTEN connection. Resolves once
 * listening, so whatever the subscriber reads from the database next cannot miss a notice.
 */
export async function subscribeActivity(listener: ActivityListener): Promise<() => void> {
  const hub = (activityHub ??= openHub());
  hub.listeners.add(listener);
  try {
    await hub.subscription;
  } catch (error) {
    hub.listeners.delete(listener);
    if (activityHub === hub) activityHub = undefined;
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

/**
 * Ends every open stream of this process and closes its LISTEN connection: the first step of
 * the shutdown drain, since a stream never finishes by itself (docs/activity.md). Browsers
 * reconnect, to another process, and resume.
 */
export async function closeActivityHub(): Promise<void> {
  const hub = activityHub;
  activityHub = undefined;
  if (!hub) return;
  for (const listener of hub.listeners) listener.onClose();
  await (await hub.subscription.catch(() => undefined))?.close();
}
