import { expect, test } from '@playwright/test';
import { en as t } from '../../../apps/web/src/i18n/dictionaries/en';
import { section } from '../../support/admin-dashboard';
import {
  expectKeyStored,
  keepRecoveryKey,
  newDevice,
  personWithKeys,
  RequestLog,
  setUpTotp,
  signInWithEmailedCodeAndTotp,
  signInWithPasswordAndPasskey,
  signInWithPasswordAndTotp,
} from '../../support/key-storage';
import { organizationServer } from '../../support/organization-server';
import { attachScreenshot, randomEmail, watchCspViolations } from '../../support/pages';
import type { Totp } from '../../support/totp';

const TEXT = 'Your insurance certificate.';
const NEW_PASSWORD = 'a brand new passphrase';
const LAST_PASSWORD = 'yet another passphrase';

test('a forgotten password: the recovery key keeps every box; without anything that opens the keys, the page warns, starts new keys, and links work again', async ({
  browser,
}, testInfo) => {
  // Three sign-ins by emailed code, and authenticator codes 30 s apart.
  test.setTimeout(360_000);
  const log = new RequestLog();
  const email = randomEmail('alice');
  const organization = await organizationServer('Acme Insurance');
  const laptop = await newDevice(browser, log);
  const csp = watchCspViolations(laptop);
  const recoveryKeys: string[] = [];
  let totp: Totp = { secret: '', usedStep: 0 };

  await test.step('Alice sets up her keys and an authenticator app, and opens a box by link', async () => {
    recoveryKeys.push(await personWithKeys(laptop, email));
    totp = await setUpTotp(laptop);
  });
  const box = await organization.openBox('Insurance', email);
  await organization.postText(box, TEXT);
  await laptop.goto(box.link);
  await expect(laptop.getByText(TEXT)).toBeVisible();
  await expectKeyStored(laptop, 'Insurance');

  const desk = await newDevice(browser, log);
  await test.step('on another computer, she forgot her password: code and app, then her recovery key', async () => {
    await signInWithEmailedCodeAndTotp(desk, email, totp, '/account');
    const keys = section(desk, t.keys.heading);
    await keys.getByRole('button', { name: t.keys.unlock.withRecovery }).click();
    await keys.getByLabel(t.keys.unlock.recoveryLabel, { exact: true }).fill(recoveryKeys[0] ?? '');
    await keys.getByRole('button', { name: t.keys.unlock.recoverySubmit }).click();
    await expect(keys.getByRole('region', { name: t.keys.unlock.heading })).toHaveCount(0);
  });

  await test.step('the new password keeps her keys: every box reads', async () => {
    await desk.getByLabel(t.account.password.newLabel, { exact: true }).fill(NEW_PASSWORD);
    await desk.getByLabel(t.account.password.confirmLabel, { exact: true }).fill(NEW_PASSWORD);
    await desk.getByRole('button', { name: t.account.password.changeSubmit, exact: true }).click();
    await expect(desk.getByText(t.account.password.changed)).toBeVisible();
    const third = await newDevice(browser, log);
    // The new password, typed to sign in, opens the keys too.
    await signInWithPasswordAndTotp(third, email, totp, '/inbox', NEW_PASSWORD);
    const entry = third.getByRole('listitem').filter({ hasText: 'Insurance' });
    await expect(entry.getByText(t.boxes.inbox.readableHere)).toBeVisible();
  });

  await test.step('she removes the recovery key and the laptop: only the password opens her keys', async () => {
    // The new password ended her other sessions: the laptop signs in again, and its
    // device unlocker opens her keys without asking.
    await signInWithPasswordAndPasskey(laptop, email, '/account', NEW_PASSWORD);
    const keys = section(laptop, t.keys.heading);
    for (const kind of [t.keys.unlockers.kinds.recovery, t.keys.unlockers.kinds.device]) {
      // The device is named after the browser that made it ("Chrome 131 on Linux").
      const name = await keys
        .getByTestId('unlocker')
        .filter({ hasText: `(${kind}` })
        .locator('strong')
        .innerText();
      await keys.getByRole('button', { name: t.keys.unlockers.removeLabel(name) }).click();
      await keys
        .getByRole('group', { name: t.keys.unlockers.removeLabel(name) })
        .getByRole('button', { name: t.keys.unlockers.remove })
        .click();
      await expect(keys.getByText(t.keys.unlockers.removed(name))).toBeVisible();
    }
    await expect(keys.getByTestId('unlocker')).toHaveCount(1);
  });

  const kiosk = await newDevice(browser, log);
  await test.step('forgotten again, with nothing else: the page warns which boxes need links, then starts new keys', async () => {
    await signInWithEmailedCodeAndTotp(kiosk, email, totp, '/account');
    await expect(kiosk.getByText(t.keys.passwordChange.lose(1))).toBeVisible();
    await attachScreenshot(kiosk, testInfo, 'reset-warning');
    await kiosk.getByLabel(t.account.password.newLabel, { exact: true }).fill(LAST_PASSWORD);
    await kiosk.getByLabel(t.account.password.confirmLabel, { exact: true }).fill(LAST_PASSWORD);
    await kiosk.getByRole('button', { name: t.keys.passwordChange.confirmLose }).click();
    await expect(kiosk.getByText(t.keys.passwordChange.recoveryAfterReset)).toBeVisible();
    recoveryKeys.push(await keepRecoveryKey(kiosk));
  });

  await test.step('the box needs its link again, and then reads', async () => {
    await kiosk.goto('/inbox');
    const entry = kiosk.getByRole('listitem').filter({ hasText: 'Insurance' });
    await expect(entry.getByText(t.boxes.inbox.lockedHere)).toBeVisible();
    await kiosk.goto(box.link);
    await expect(kiosk.getByText(TEXT)).toBeVisible();
  });

  await test.step('no request carried a secret the test knows', () => {
    const secrets = [
      ...recoveryKeys,
      box.invitationShare,
      'correct horse battery staple',
      NEW_PASSWORD,
      LAST_PASSWORD,
    ];
    for (const secret of secrets) expect(log.carrying(secret)).toEqual([]);
    expect(csp).toEqual([]);
  });
});
