import { expect, test, type Page } from '@playwright/test';
import { en as t } from '../../../apps/web/src/i18n/dictionaries/en';
import { enrolPasskey, section, signInAtLevel2 } from '../../support/admin-dashboard';
import { signInThroughApi } from '../../support/api-sign-in';
import {
  authenticatorOf,
  expectKeyStored,
  keepRecoveryKey,
  newDevice,
  RequestLog,
} from '../../support/key-storage';
import { organizationServer } from '../../support/organization-server';
import { attachScreenshot, randomEmail, watchCspViolations } from '../../support/pages';

const TEXT = 'The keys of your new flat are ready.';
const PASSWORD = 'a first password, late';

test('passkey-only Alice: her passkey sets up her keys, and on a new device (the passkey synced) signing in with it opens the box without a link', async ({
  browser,
}, testInfo) => {
  // Three sign-ins by emailed code.
  test.setTimeout(240_000);
  const log = new RequestLog();
  const email = randomEmail('alice');
  const organization = await organizationServer('Acme Lettings');
  const box = await organization.openBox('Flat keys', email);
  await organization.postText(box, TEXT);
  const page = await newDevice(browser, log);
  const csp = watchCspViolations(page);
  let recoveryKey = '';
  let lostRecoveryKey = '';

  await test.step('emailed code, then a passkey that steps up at once (level 2)', async () => {
    await signInThroughApi(page, email, '/account');
    await enrolPasskey(page, 'Phone');
  });

  await test.step('no password: the passkey sets up the keys, and makes the account', async () => {
    const keys = section(page, t.keys.heading);
    await expect(keys.getByLabel(t.keys.setUp.passwordLabel, { exact: true })).toHaveCount(0);
    await keys.getByRole('button', { name: t.keys.setUp.withPasskey }).click();
    // She has no password: the recovery key stands in for her passkeys, not "your password".
    await expect(keys.getByText(t.keys.recovery.introNoPassword)).toBeVisible();
    lostRecoveryKey = (await keys.getByTestId('recovery-key').textContent()) ?? '';
  });

  await test.step('a reload loses the recovery key before she saved it: her pages remind her, and lead to a new one', async () => {
    await page.reload();
    const keys = section(page, t.keys.heading);
    await expect(keys.getByTestId('unsaved-recovery-key')).toBeVisible();
    await page.goto('/inbox');
    await page.getByRole('link', { name: t.keys.recovery.unsavedLink }).click();
    // The link lands on the keys, far down a page that renders once its data is there.
    await expect(page).toHaveURL(/\/account#keys-title$/);
    await expect(keys.getByTestId('unsaved-recovery-key')).toBeVisible();
    await expect(page.getByRole('heading', { name: t.keys.heading })).toBeInViewport();
    // Replacing it is asked in the page first (it would kill a key she kept after all).
    await keys.getByRole('button', { name: t.keys.add.recovery }).click();
    const replace = keys.getByRole('group', { name: t.keys.add.recovery });
    await expect(replace.getByText(t.keys.add.confirmRecovery)).toBeVisible();
    await replace.getByRole('button', { name: t.keys.add.recovery }).click();
    recoveryKey = await keepRecoveryKey(page);
    await page.reload();
    await expect(keys.getByTestId('unlocker')).toHaveCount(3);
    await expect(keys.getByTestId('unsaved-recovery-key')).toHaveCount(0);
    await expect(keys.getByTestId('unlocker')).toHaveCount(3);
    await expect(keys.getByTestId('unlocker').filter({ hasText: 'Phone' })).toContainText(
      t.keys.unlockers.kinds.passkey,
    );
    await attachScreenshot(page, testInfo, 'passkey-keys');
  });

  await test.step('the link opens the box on this device, and its key goes to her storage', async () => {
    await page.goto(box.link);
    await expect(page.getByText(TEXT)).toBeVisible();
    await expectKeyStored(page, 'Flat keys');
  });

  await test.step('a new device with the synced passkey: signing in with it unlocks, the box reads without a link', async () => {
    await forgetThisBrowser(page);
    await signInAtLevel2(page, email, { returnTo: '/inbox' });
    const entry = page.getByRole('listitem').filter({ hasText: 'Flat keys' });
    await expect(entry.getByText(t.boxes.inbox.readableHere)).toBeVisible();
    await expect(page.getByRole('region', { name: t.keys.unlock.heading })).toHaveCount(0);
    await entry.getByRole('link', { name: 'Flat keys' }).click();
    await expect(page.getByText(TEXT)).toBeVisible();
  });

  await test.step('a later page of the same device asks the passkey again, and it unlocks', async () => {
    await page.goto('/inbox');
    const unlock = page.getByRole('region', { name: t.keys.unlock.heading });
    await unlock.getByRole('button', { name: t.keys.unlock.withPasskey }).click();
    await expect(unlock).toHaveCount(0);
    const entry = page.getByRole('listitem').filter({ hasText: 'Flat keys' });
    await expect(entry.getByText(t.boxes.inbox.readableHere)).toBeVisible();
  });

  await test.step('a second passkey is told apart from the first, and renamed', async () => {
    // The authenticator forgets "Phone", as another device would not have it.
    await authenticatorOf(page).clearCredentials();
    await page.goto('/account');
    const passkeys = section(page, t.account.passkeys.heading);
    await passkeys.getByRole('button', { name: t.account.passkeys.add }).click();
    const items = passkeys.getByTestId('passkey');
    await expect(items).toHaveCount(2);
    // Unnamed, it is named after the browser it was made in (the virtual authenticator's
    // model is in no list), and says when it was added and used.
    const added = items.filter({ hasNotText: 'Phone' });
    const name = (await added.locator('strong').innerText()).trim();
    expect(name).toMatch(/^Chrome \d+, Linux$/);
    await expect(added).toContainText(/made in Chrome \d+ on Linux/);
    await expect(added).toContainText(t.account.passkeys.neverUsed);
    // Made in this browser, unlike "Phone" (made before it forgot everything of the site).
    await expect(added).toHaveAttribute('data-current', 'true');
    await expect(added).toContainText(t.accountPages.sessions.thisOne);
    await expect(items.filter({ hasText: 'Phone' })).toHaveAttribute('data-current', 'false');
    await expect(items.filter({ hasText: 'Phone' })).toContainText(/last used/);
    await added.getByRole('button', { name: t.account.passkeys.renameLabel(name) }).click();
    await added.getByLabel(t.common.newName, { exact: true }).fill('Laptop');
    await added.getByRole('button', { name: t.common.saveName }).click();
    await expect(passkeys.getByText(t.account.passkeys.renamed('Laptop'))).toBeVisible();
    await expect(items.locator('strong')).toHaveText(['Laptop', 'Phone']);
  });

  await test.step('her first password is a password set, not changed', async () => {
    const password = section(page, t.account.password.heading);
    await expect(password.getByText(t.account.password.firstIntro)).toBeVisible();
    await password.getByLabel(t.account.password.newLabel, { exact: true }).fill(PASSWORD);
    await password.getByLabel(t.account.password.confirmLabel, { exact: true }).fill(PASSWORD);
    await password.getByRole('button', { name: t.account.password.firstSubmit }).click();
    await expect(password.getByText(t.account.password.created)).toBeVisible();
  });

  await test.step('no request carried a secret the test knows', () => {
    for (const secret of [recoveryKey, lostRecoveryKey, box.invitationShare, PASSWORD]) {
      expect(log.carrying(secret)).toEqual([]);
    }
    expect(csp).toEqual([]);
  });
});

/**
 * A passkey copied to another browser context loses its PRF secret (setup-notes), so the
 * "new device" is this context with everything of the site forgotten: cookies, storage and
 * IndexedDB. Only the authenticator, like a synced passkey, stays.
 */
async function forgetThisBrowser(page: Page) {
  await page.goto('/');
  await page.evaluate(async () => {
    localStorage.clear();
    sessionStorage.clear();
    const names = (await indexedDB.databases()).flatMap((database) => database.name ?? []);
    await Promise.all(
      names.map(
        (name) =>
          new Promise((resolve, reject) => {
            const deletion = indexedDB.deleteDatabase(name);
            deletion.onsuccess = resolve;
            deletion.onerror = () => {
              reject(new Error(`IndexedDB ${name} was not deleted`));
            };
          }),
      ),
    );
  });
  await page.context().clearCookies();
  expect(await page.evaluate(async () => (await indexedDB.databases()).length)).toBe(0);
}
