import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { drainWithin, type ShutdownHooks } from './shutdown-hooks';

/** Hooks that record their order, and the time the after-drain one was given. */
function recordingHooks() {
  const steps: string[] = [];
  const given: number[] = [];
  const hooks: ShutdownHooks = {
    beforeDrain: [
      () => {
        steps.push('streams');
        return Promise.resolve();
      },
    ],
    afterDrain: [
      (graceMs) => {
        steps.push('jobs');
        given.push(graceMs);
        return Promise.resolve();
      },
    ],
  };
  return { hooks, steps, given };
}

describe('drainWithin', () => {
  it('gives the job workers what the HTTP drain left of one grace period, not another', async () => {
    const { hooks, steps, given } = recordingHooks();
    // A drain that uses all it is given, as when a request runs past the deadline.
    const cutOff = await drainWithin(
      1_500,
      async (graceMs) => {
        steps.push('http');
        await sleep(graceMs);
        return 1;
      },
      hooks,
    );
    expect(cutOff).toBe(1);
    expect(steps).toEqual(['streams', 'http', 'jobs']);
    // Only the moment the queue needs to close, where it used to get the whole 1 500 ms again.
    expect(given).toEqual([1_000]);
  });

  it('gives them the rest of the grace when the drain ends early', async () => {
    const { hooks, given } = recordingHooks();
    await drainWithin(30_000, () => Promise.resolve(0), hooks);
    expect(given[0]).toBeGreaterThan(29_000);
    expect(given[0]).toBeLessThanOrEqual(30_000);
  });
});
