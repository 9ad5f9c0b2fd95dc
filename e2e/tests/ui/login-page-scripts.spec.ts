import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { en } from '../../../apps/web/src/i18n/dictionaries/en';
import { scriptUrlsOf } from '../../support/page-scripts';
import { authorizationUrl, relyingParty } from '../../support/relying-party';

/**
 * Code the login page loads when it is used, never with the page: the pages' crypto
 * (@coffer/crypto: hash-wasm's Argon2id, tweetnacl), when the password or passkey step is
 * sent, and the WebAuthn library, once the page is up (the autofill) or on a passkey's press.
 * Each is named by a string its code carries.
 */
const LATER = {
  crypto: ['argon2id', 'no PRNG'],
  webauthn: ['WebAuthn is not supported in this browser'],
};

/**
 * The scripts a browser fetches before the login page can act, gzipped (the bench's row
 * "login page JavaScript on the wire", packages/bench/README.md): React and Next.js's
 * runtime is about 130 KiB of it. The margin is for small growth; a library pulled into
 * the page by a shared import (the header's sign-out once brought the whole crypto package,
 * 38 KiB) goes over it.
 */
const BUDGET_KIB = 200;

test('the login page names no crypto or WebAuthn code among its first scripts, and keeps to its budget', async ({
  page,
  request,
}) => {
  const navigation = await page.goto(authorizationUrl(await relyingParty(), 'first-scripts'));
  const html = (await navigation?.text()) ?? '';
  await expect(page.getByRole('heading', { level: 1, name: en.login.title })).toBeVisible();

  const bodies = new Map<string, Buffer>();
  for (const url of new Set(scriptUrlsOf(html, page.url()))) {
    bodies.set(new URL(url).pathname, await (await request.get(url)).body());
  }
  const carrying = (markers: string[]) =>
    [...bodies]
      .filter(([, body]) => markers.some((marker) => body.includes(marker)))
      .map(([path]) => path);
  expect(carrying(LATER.crypto)).toEqual([]);
  expect(carrying(LATER.webauthn)).toEqual([]);

  const wireKib = [...bodies.values()].reduce((sum, body) => sum + gzipSync(body).length, 0) / 1024;
  test
    .info()
    .annotations.push({ type: 'first scripts, gzip', description: `${wireKib.toFixed(1)} KiB` });
  expect(wireKib).toBeLessThanOrEqual(BUDGET_KIB);
});
