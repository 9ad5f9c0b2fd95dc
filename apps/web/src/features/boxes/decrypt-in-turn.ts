// Main-thread time spent starting decryptions before handing the thread back to the browser:
// under a frame, so that what has decrypted is painted while the rest waits.
const SLICE_MS = 8;

const waiting: Array<() => void> = [];
let draining = false;

/**
 * Starts `decrypt` in its turn: the box page's messages are asked for in the list's order,
 * newest first, and start in that order. The browser gets the main thread back every few
 * milliseconds, so the newest messages show while older ones decrypt: started all at once,
 * 500 messages' decryptions (tweetnacl runs on the main thread) kept the page from showing
 * any message until the last had decrypted (packages/bench/README.md). A decryption that
 * runs elsewhere (WebCrypto's RSA) is started, not awaited, and runs alongside the others.
 */
export function decryptInTurn<Result>(decrypt: () => Promise<Result>): Promise<Result> {
  return new Promise<Result>((resolve, reject) => {
    waiting.push(() => {
      try {
        decrypt().then(resolve, reject);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    if (!draining) {
      draining = true;
      // After the code that asks (a render's effects ask for every message in one go), so that
      // the slices are counted over all of them rather than restarted by each.
      queueMicrotask(() => void drain());
    }
  });
}

async function drain(): Promise<void> {
  try {
    let sliceStarted = performance.now();
    for (let start = waiting.shift(); start !== undefined; start = waiting.shift()) {
      start();
      if (performance.now() - sliceStarted >= SLICE_MS) {
        await yieldToBrowser();
        sliceStarted = performance.now();
      }
    }
  } finally {
    draining = false;
  }
}

/**
 * A task of its own, after which the browser may render: a message on a channel, as React's
 * scheduler does, since timers nested this deep wait at least 4 ms each.
 */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
