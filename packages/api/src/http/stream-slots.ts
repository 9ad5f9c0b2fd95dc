import { AppError } from '@coffer/domain';
import type { Caller } from '@coffer/domain/sessions';
import { getEnv } from '@coffer/env';

// How soon a refused client may try again: streams are long-lived, a slot frees when one ends.
const RETRY_AFTER_SECONDS = 10;

// Event streams open in this process, by session (or organization) and by client address.
const bySession = new Map<string, number>();
const byAddress = new Map<string, number>();

/**
 * Takes a place for one event stream (docs/activity.md, "Live streams"): at most
 * STREAMS_PER_SESSION per session (an organization's tokens count as one) and
 * STREAMS_PER_ADDRESS per client address, in this process; beyond, 429 with Retry-After.
 * Answers the function that gives the place back, to be called once the stream ends.
 */
export function takeStreamSlot(caller: Caller, address: string): () => void {
  const session =
    caller.kind === 'organization'
      ? `organization:${caller.organizationId}`
      : `session:${caller.sessionId ?? caller.accessTokenId}`;
  const { perSession, perAddress } = getEnv().streams;
  if ((bySession.get(session) ?? 0) >= perSession) {
    throw tooManyStreams('session', perSession, 'STREAMS_PER_SESSION');
  }
  if ((byAddress.get(address) ?? 0) >= perAddress) {
    throw tooManyStreams('client_ip', perAddress, 'STREAMS_PER_ADDRESS');
  }
  add(bySession, session, 1);
  add(byAddress, address, 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    add(bySession, session, -1);
    add(byAddress, address, -1);
  };
}

function add(counts: Map<string, number>, key: string, step: 1 | -1): void {
  const count = (counts.get(key) ?? 0) + step;
  if (count === 0) counts.delete(key);
  else counts.set(key, count);
}

function tooManyStreams(per: 'session' | 'client_ip', limit: number, setting: string): AppError {
  return new AppError('too_many_requests', {
    origin: 'headers',
    desc: `at most ${limit} event streams may be open at once per ${per === 'session' ? 'session' : 'client address'} (${setting}); close one first`,
    details: { [per]: 'too_many_streams' },
    headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
  });
}
