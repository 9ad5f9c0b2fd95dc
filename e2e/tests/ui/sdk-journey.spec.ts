import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { Coffer } from '@coffer/sdk';
import { openBoxForCustomer } from '@coffer/example-org';
import { en as t } from '../../../apps/web/src/i18n/dictionaries/en';
import { enrolPasskey, section } from '../../support/admin-dashboard';
import { signInThroughApi } from '../../support/api-sign-in';
import { APP_ORIGIN } from '../../support/e2e-settings';
import { keepRecoveryKey, newDevice, RequestLog } from '../../support/key-storage';
import { createMachineClient } from '../../support/organization-server';
import { attachScreenshot, randomEmail, watchCspViolations } from '../../support/pages';

const PDF = path.resolve(
  import.meta.dirname,
  '../../../apps/example-org/assets/welcome-letter.pdf',
);
const REPLY = 'Thank you, I signed it.';

test('the journey the product exists for: an organization’s server opens a box with a PDF for Dana through the SDK; she reads, downloads and replies; the SDK reads her reply; a second box needs no new link', async ({
  browser,
}, testInfo) => {
  // Two sign-ins by emailed code, on a loaded machine.
  test.setTimeout(240_000);
  const log = new RequestLog();
  const dana = randomEmail('dana');
  const { clientId, key } = await createMachineClient('Acme Rentals');
  const coffer = new Coffer({
    origin: APP_ORIGIN,
    clientId,
    privateKey: { ...key.privateJwk, alg: 'ES256' },
  });
  const first = await openBoxForCustomer({ coffer, customer: dana, pdf: PDF, title: 'Your lease' });
  expect(first.delivery).toBe('provision');
  const link = first.link ?? '';
  expect(link.startsWith(`${APP_ORIGIN}/provisions#`)).toBe(true);
  const page = await newDevice(browser, log);
  const csp = watchCspViolations(page);
  let recoveryKey = '';

  await test.step('Dana follows the link, signs in, adds a passkey and opens her box', async () => {
    await page.goto(link);
    await expect(page).toHaveURL(/\/login\?login_challenge=/);
    await signInThroughApi(page, dana, '/provisions');
    // The passkey steps the sign-in up at once: level 2, no second ceremony.
    await enrolPasskey(page, 'Phone');
    await page.goto('/provisions');
    // The link opened one box: the page goes on to it.
    await expect(page).toHaveURL(`${APP_ORIGIN}/boxes/${first.box.id}`);
    await expect(page.getByText('Welcome! Your contract is attached.')).toBeVisible();
    await attachScreenshot(page, testInfo, 'dana-box');
  });

  await test.step('she downloads the PDF: the same bytes', async () => {
    const downloading = page.waitForEvent('download');
    await page
      .getByRole('button', { name: t.boxes.box.file.downloadNamed('welcome-letter.pdf') })
      .click();
    const download = await downloading;
    expect(await readFile(await download.path())).toEqual(await readFile(PDF));
  });

  await test.step('she replies, and the organization’s server reads the reply with the SDK', async () => {
    await page.getByLabel(t.boxes.box.composer.label, { exact: true }).fill(REPLY);
    await page.getByRole('button', { name: t.boxes.box.composer.send, exact: true }).click();
    await expect(page.getByText(t.boxes.box.composer.sent)).toBeVisible();
    const messages = await coffer.messages.list(first.box, first.secretKey).toArray();
    expect(messages.some((message) => message.kind === 'text' && message.text === REPLY)).toBe(
      true,
    );
  });

  await test.step('a second box for Dana needs no new link: the same provision, then her keys', async () => {
    const second = await openBoxForCustomer({
      coffer,
      customer: dana,
      pdf: PDF,
      title: 'Your deposit',
    });
    expect(second.delivery).toBe('reused_provision');
    expect(second.link).toBeNull();
    // Keeping her keys takes the provision key this browser rebuilt into her storage.
    await page.goto('/account');
    await section(page, t.keys.heading)
      .getByRole('button', { name: t.keys.setUp.withPasskey })
      .click();
    recoveryKey = await keepRecoveryKey(page);
    await page.goto('/inbox');
    const entry = page.getByRole('listitem').filter({ hasText: 'Your deposit' });
    await expect(entry.getByText(t.boxes.inbox.readableHere)).toBeVisible();
    await entry.getByRole('link', { name: 'Your deposit' }).click();
    await expect(page.getByText('Welcome! Your contract is attached.')).toBeVisible();
  });

  await test.step('with keys, the next box is an automatic invitation', async () => {
    const third = await openBoxForCustomer({ coffer, customer: dana, pdf: PDF, title: 'Receipts' });
    expect(third.delivery).toBe('invitation');
    await page.goto('/inbox');
    const entry = page.getByRole('listitem').filter({ hasText: 'Receipts' });
    await expect(entry.getByText(t.boxes.inbox.readableHere)).toBeVisible();
  });

  await test.step('no request carried a secret the test knows', () => {
    for (const secret of [link.split('#')[1] ?? '', recoveryKey]) {
      expect(log.carrying(secret)).toEqual([]);
    }
    expect(csp).toEqual([]);
  });
});
