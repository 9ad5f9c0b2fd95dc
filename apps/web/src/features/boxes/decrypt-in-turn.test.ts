import { describe, expect, it } from 'vitest';
import { decryptInTurn } from './decrypt-in-turn';

/** A decryption that holds the thread as tweetnacl's does, for `ms`. */
function busyDecrypt(ms: number, started: number[], index: number): () => Promise<number> {
  return () => {
    started.push(index);
    const until = performance.now() + ms;
    while (performance.now() < until);
    return Promise.resolve(index);
  };
}

describe('decryptInTurn', () => {
  it('starts decryptions in the order asked, each with its own result', async () => {
    const started: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) => decryptInTurn(busyDecrypt(0, started, index))),
    );
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('hands the thread back while decryptions wait, so what decrypted can be shown', async () => {
    const started: number[] = [];
    const all = Promise.all(
      Array.from({ length: 40 }, (_, index) => decryptInTurn(busyDecrypt(2, started, index))),
    );
    // Another task queued now (an input event, a render's work): it runs once a slice ends.
    const startedWhenTheBrowserRan = await new Promise<number>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve(started.length);
      };
      channel.port2.postMessage(null);
    });
    await all;
    expect(startedWhenTheBrowserRan).toBeGreaterThan(0);
    expect(startedWhenTheBrowserRan).toBeLessThan(40);
  });

  it('passes a failed decryption on to its caller and goes on with the next', async () => {
    const failing = decryptInTurn(() => Promise.reject(new Error('tampered')));
    const next = decryptInTurn(() => Promise.resolve('clear'));
    await expect(failing).rejects.toThrow('tampered');
    await expect(next).resolves.toBe('clear');
  });
});
