import { getDb } from '@coffer/db';

// How soon a revocation (sign-out, a session ended from another device) reaches the open
// streams of that session; its expiry is met on time by a timer of its own.
const REVOCATION_CHECK_MS = 15_000;
// setTimeout's limit (about 24.8 days): a later expiry is met by the periodic check.
const MAX_TIMER_MS = 2 ** 31 - 1;

type Watch = { accessTokenId: string; onEnd: () => void };
type Watcher = { watches: Set<Watch>; interval: NodeJS.Timeout };

// One per process, like the activity hub: one statement checks every open stream's token.
let tokenWatcher: Watcher | undefined;

/**
 * Calls `onEnd` once the access token a long-lived answer was opened with stops being valid
 * (docs/activity.md, "Live streams"): at its expiry, or within 15 s of its revocation. A
 * stream is authenticated when it opens; without this it would outlive the session that
 * opened it. Answers the function that stops watching.
 */
export async function watchAccessToken(
  accessTokenId: string,
  onEnd: () => void,
): Promise<() => void> {
  const token = await getDb().accessToken.findUnique({
    where: { id: accessTokenId },
    select: { expiresAt: true, revokedAt: true },
  });
  let ended = false;
  const watch: Watch = {
    accessTokenId,
    onEnd: () => {
      if (ended) return;
      ended = true;
      stop();
      onEnd();
    },
  };
  const untilExpiry = token && !token.revokedAt ? token.expiresAt.getTime() - Date.now() : 0;
  const expiry = setTimeout(watch.onEnd, Math.max(0, Math.min(untilExpiry, MAX_TIMER_MS)));
  expiry.unref();
  const watcher = (tokenWatcher ??= startWatcher());
  watcher.watches.add(watch);
  function stop() {
    clearTimeout(expiry);
    watcher.watches.delete(watch);
    if (watcher.watches.size === 0 && tokenWatcher === watcher) {
      clearInterval(watcher.interval);
      tokenWatcher = undefined;
    }
  }
  return stop;
}

/**
 * Ends the watches whose token was revoked or has expired: the periodic check, exported so
 * that tests make it happen instead of waiting for it.
 */
export async function checkWatchedAccessTokens(): Promise<void> {
  const watcher = tokenWatcher;
  if (!watcher) return;
  const watches = [...watcher.watches];
  const valid = await getDb().accessToken.findMany({
    where: {
      id: { in: [...new Set(watches.map((watch) => watch.accessTokenId))] },
      revokedAt: null,
      expiresAt: { gt: new Date() },
      // As findActiveAccessToken: the session it was issued in has not ended.
      NOT: [
        { session: { revokedAt: { not: null } } },
        { authorizationCode: { session: { revokedAt: { not: null } } } },
      ],
    },
    select: { id: true },
  });
  const validIds = new Set(valid.map((row) => row.id));
  for (const watch of watches) if (!validIds.has(watch.accessTokenId)) watch.onEnd();
}

function startWatcher(): Watcher {
  const interval = setInterval(() => {
    // A failed check (database restarting) is tried again at the next period.
    checkWatchedAccessTokens().catch(() => undefined);
  }, REVOCATION_CHECK_MS);
  // Open streams must not keep a process alive that is otherwise done.
  interval.unref();
  return { watches: new Set(), interval };
}
