import type { Browser } from '@playwright/test';
import type { SeededBox } from './seed-box';

export type BoxPageTimes = {
  /** From the navigation's start to the box's title on screen. */
  titleMs: number;
  /** To the first message in the list, decrypted or not. */
  listedMs: number;
  /** From the navigation's start to the first decrypted text on screen. */
  firstMessageMs: number;
  /** To the last of the box's messages decrypted on screen. */
  allMessagesMs: number;
  /** Answers of 403 the page received on the way (a question it may not ask). */
  forbiddenAnswers: number;
};

/**
 * The box page of the production build in Chromium, opened by its data subject in a fresh
 * browser context whose keyring holds the box key (as after an earlier visit): times from
 * the navigation's start (performance.now() in the page) to the first and to the last
 * decrypted message.
 */
export async function measureBoxPage(
  browser: Browser,
  origin: string,
  box: SeededBox,
  messages: number,
): Promise<BoxPageTimes> {
  const context = await browser.newContext();
  try {
    const { hostname } = new URL(origin);
    await context.addCookies(
      [
        ['accesstoken', box.accessToken],
        ['tokentype', 'bearer'],
      ].map(([name, value]) => ({ name: name!, value: value!, domain: hostname, path: '/' })),
    );
    const page = await context.newPage();
    // Any page of the origin, to reach its IndexedDB and session storage.
    await page.goto(`${origin}/api/health`);
    await page.evaluate(
      async ({ identityId, boxId, secretKey, csrfToken }) => {
        sessionStorage.setItem('coffer.csrf_token', csrfToken);
        // The box keyring's layout (apps/web/src/lib/box-keyring.ts, idb-keyval's store).
        const database = await new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open(`coffer-keyring-${identityId}`);
          request.onupgradeneeded = () => request.result.createObjectStore('box-secret-keys');
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(new Error(String(request.error)));
        });
        await new Promise<void>((resolve, reject) => {
          const transaction = database.transaction('box-secret-keys', 'readwrite');
          transaction.objectStore('box-secret-keys').put(secretKey, boxId);
          transaction.oncomplete = () => resolve();
          transaction.onerror = () => reject(new Error(String(transaction.error)));
        });
        database.close();
      },
      {
        identityId: box.identityId,
        boxId: box.boxId,
        secretKey: box.formattedSecretKey,
        csrfToken: box.csrfToken,
      },
    );
    let forbiddenAnswers = 0;
    page.on('response', (response) => {
      if (response.status() === 403) forbiddenAnswers += 1;
    });
    await page.goto(`${origin}/boxes/${box.boxId}`, { waitUntil: 'commit' });
    const at = async (selector: string, shown: number) =>
      (await (
        await page.waitForFunction(
          ([what, count]) => document.querySelectorAll(what).length >= count && performance.now(),
          [selector, shown] as const,
          { polling: 'raf', timeout: 120_000 },
        )
      ).jsonValue()) as number;
    const titleMs = await at('h1', 1);
    const listedMs = await at('.message-item', 1);
    const firstMessageMs = await at('.message-text', 1);
    const allMessagesMs = await at('.message-text', messages);
    return { titleMs, listedMs, firstMessageMs, allMessagesMs, forbiddenAnswers };
  } finally {
    await context.close();
  }
}
