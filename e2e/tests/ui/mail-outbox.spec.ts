/**
 * The README's trial run without a mail server (`MAIL_OUTBOX=on pnpm start`, issue 27): the
 * code step never claims a mail was sent, it says where the code is, and the outbox page it
 * links to holds the code that signs in.
 */
import { expect, test } from '@playwright/test';
import { en as t } from '../../../apps/web/src/i18n/dictionaries/en';
import {
  attachFrenchScreenshot,
  attachScreenshot,
  newPerson,
  randomEmail,
  sessionAcr,
} from '../../support/pages';
import { startCoffer, type CofferProcess } from '../../../packages/db/test/spawn-coffer';

test('a Coffer that sends no mail says the code is in its outbox, and that code signs in', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  let trial: CofferProcess | null = null;
  try {
    // A Coffer of its own, as the README's trial is: its own home and embedded PostgreSQL, the
    // same build, no SMTP_URL. On the run's database it would also work the run's job queue,
    // and keep the other tests' mails in its outbox instead of sending them.
    trial = await startCoffer({
      host: 'localhost',
      env: { SMTP_URL: undefined, MAIL_OUTBOX: 'on' },
    });
    const email = randomEmail('outbox');
    const page = await newPerson(browser);
    await page.goto(`${trial.origin}/auth/login?return_to=%2Faccount`);
    await expect(page).toHaveURL(/\/login\?login_challenge=/);
    await page.getByLabel(t.login.email.label, { exact: true }).fill(email);
    await page.getByRole('button', { name: t.login.email.submit }).click();
    await expect(page.getByRole('heading', { name: t.login.emailedCode.heading })).toBeVisible();
    await expect(page.getByText(t.login.emailedCode.keptInOutbox(email))).toBeVisible();
    await expect(page.getByText(t.login.emailedCode.sent(email))).toHaveCount(0);
    await attachScreenshot(page, testInfo, 'outbox-code-step');
    // A reload keeps the code step, and mails no second code.
    await attachFrenchScreenshot(page, testInfo, 'outbox-code-step', (words) =>
      page.getByText(words.login.emailedCode.keptInOutbox(email)),
    );

    const [outbox] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: t.login.emailedCode.openOutbox }).click(),
    ]);
    await expect(outbox).toHaveURL(`${trial.origin}/dev/outbox`);
    const mail = outbox.getByRole('article').filter({ hasText: email });
    const code = /\b(\d{6})\b/.exec(await mail.locator('pre').innerText())?.[1];
    expect(code).toMatch(/^\d{6}$/);

    await page.getByLabel(t.login.emailedCode.label, { exact: true }).fill(code ?? '');
    await expect(page).toHaveURL(`${trial.origin}/account`);
    expect(await sessionAcr(page)).toBe(1);
  } finally {
    await trial?.remove();
  }
});
