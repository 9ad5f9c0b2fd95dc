// The Coffer sessions that ended, by their `sid`, until this app's own sessions from them have
// expired (its session lasts an hour, authOptions). In this process's memory: the example runs
// one process. An app with several keeps them where all of them read (its database, Redis).
const SESSION_SECONDS = 60 * 60;

// On globalThis: Next.js bundles the route handler that writes it and the pages that read it
// apart, each with its own copy of this module.
const holder = globalThis as typeof globalThis & { cofferEndedSessions?: Map<string, number> };
const ended = (holder.cofferEndedSessions ??= new Map<string, number>());

/** A back-channel logout named this `sid` (docs/oidc.md#logout-relying-parties-hear-about). */
export function rememberEndedSession(sid: string): void {
  const now = Date.now();
  for (const [known, until] of ended) if (until <= now) ended.delete(known);
  ended.set(sid, now + SESSION_SECONDS * 1000);
}

/** Whether the Coffer session this app's session came from has ended since. */
export function hasEnded(sid: string): boolean {
  return (ended.get(sid) ?? 0) > Date.now();
}
