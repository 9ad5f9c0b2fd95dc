import { expect, test } from '@playwright/test';
import nacl from 'tweetnacl';
import { en as t } from '../../../apps/web/src/i18n/dictionaries/en';
import { section } from '../../support/admin-dashboard';
import {
  expectKeyStored,
  newDevice,
  personWithKeys,
  RequestLog,
  setUpTotp,
  signInWithPasswordAndTotp,
  unlockWithPassword,
} from '../../support/key-storage';
import { organizationServer } from '../../support/organization-server';
import { attachScreenshot, randomEmail, watchCspViolations } from '../../support/pages';
import type { Totp } from '../../support/totp';

const TEXT = 'Your contract, signed by both parties.';

test('Alice opens a box by link on one device and reads it on another with her password; a revoked device is signed out and locked out', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const log = new RequestLog();
  const email = randomEmail('alice');
  const organization = await organizationServer('Acme Housing');
  const laptop = await newDevice(browser, log);
  const csp = watchCspViolations(laptop);
  let recoveryKey = '';
  let totp: Totp = { secret: '', usedStep: 0 };

  await test.step('on her laptop: a password, a passkey, an authenticator app, and her keys set up', async () => {
    recoveryKey = await personWithKeys(laptop, email);
    totp = await setUpTotp(laptop);
    const keys = section(laptop, t.keys.heading);
    await expect(keys.getByTestId('unlocker')).toHaveCount(3);
    await attachScreenshot(laptop, testInfo, 'account-keys');
  });

  const box = await organization.openBox('Lease', email);
  await organization.postText(box, TEXT);

  await test.step('the box opens on the laptop by its link', async () => {
    await laptop.goto(box.link);
    await expect(laptop.getByText(TEXT)).toBeVisible();
  });

  await test.step('the account page says why the laptop reads it', async () => {
    await expectKeyStored(laptop, 'Lease');
  });

  const phone = await newDevice(browser, log);
  await test.step('on her phone: password and app code, her password unlocks, the box reads without a link', async () => {
    await signInWithPasswordAndTotp(phone, email, totp, '/inbox');
    // The password typed to sign in opened the keys: it is not asked again.
    const entry = phone.getByRole('listitem').filter({ hasText: 'Lease' });
    await expect(entry.getByText(t.boxes.inbox.readableHere)).toBeVisible();
    await expect(phone.getByRole('region', { name: t.keys.unlock.heading })).toHaveCount(0);
    await entry.getByRole('link', { name: 'Lease' }).click();
    await expect(phone.getByText(TEXT)).toBeVisible();
    await attachScreenshot(phone, testInfo, 'phone-box');
  });

  await test.step('an invitation built with tweetnacl directly, not @coffer/crypto, opens in her inbox', async () => {
    const deposit = await organization.openBox('Deposit', email, { invite: tweetnaclInvitation });
    await organization.postText(deposit, 'Your deposit is returned.');
    await laptop.goto('/inbox');
    const entry = laptop.getByRole('listitem').filter({ hasText: 'Deposit' });
    await expect(entry.getByText(t.boxes.inbox.readableHere)).toBeVisible();
    await entry.getByRole('link', { name: 'Deposit' }).click();
    await expect(laptop.getByText('Your deposit is returned.')).toBeVisible();
  });

  await test.step('the phone is remembered, then removed from the laptop', async () => {
    await phone.goto('/account');
    await unlockWithPassword(phone);
    const keys = section(phone, t.keys.heading);
    await keys.getByLabel(t.keys.add.deviceLabel, { exact: true }).fill('Phone');
    await keys.getByRole('button', { name: t.keys.add.device }).click();
    await expect(keys.getByText(t.keys.add.deviceAdded)).toBeVisible();
    // Remembered: a new page opens the keys without asking.
    await phone.goto('/inbox');
    await expect(
      phone
        .getByRole('listitem')
        .filter({ hasText: 'Lease' })
        .getByText(t.boxes.inbox.readableHere),
    ).toBeVisible();
    await expect(phone.getByRole('region', { name: t.keys.unlock.heading })).toHaveCount(0);

    await laptop.goto('/account');
    const laptopKeys = section(laptop, t.keys.heading);
    // Each device is named and described by the browser that made it; this one is marked.
    const unlockers = laptopKeys.getByTestId('unlocker');
    const here = unlockers.and(laptop.locator('[data-current="true"]'));
    await expect(here).toContainText(t.keys.unlockers.thisDevice);
    const laptopName = (await here.locator('strong').innerText()).trim();
    expect(laptopName).toMatch(/^Chrome \d+ on Linux$/);
    await expect(unlockers.filter({ hasText: 'Phone' })).toHaveAttribute('data-current', 'false');
    await expect(unlockers.filter({ hasText: 'Phone' })).toContainText(/from Chrome \d+ on Linux/);
    await here.getByRole('button', { name: t.keys.unlockers.renameLabel(laptopName) }).click();
    await here.getByLabel(t.common.newName, { exact: true }).fill('Laptop');
    await here.getByRole('button', { name: t.common.saveName }).click();
    await expect(laptopKeys.getByText(t.keys.unlockers.renamed('Laptop'))).toBeVisible();
    await expect(here.locator('strong')).toHaveText('Laptop');
    await laptopKeys.getByRole('button', { name: t.keys.unlockers.removeLabel('Phone') }).click();
    await laptopKeys
      .getByRole('group', { name: t.keys.unlockers.removeLabel('Phone') })
      .getByText(t.keys.unlockers.signsOut)
      .waitFor();
    await laptopKeys
      .getByRole('group', { name: t.keys.unlockers.removeLabel('Phone') })
      .getByRole('button', { name: t.keys.unlockers.remove })
      .click();
    await expect(laptopKeys.getByText(t.keys.unlockers.removed('Phone'))).toBeVisible();
  });

  await test.step('the removed phone is signed out, and signed in again it needs the password', async () => {
    // Revoking a device from another one signs it out too (docs/key-model.md).
    await phone.goto('/inbox');
    await expect(phone).toHaveURL(/\/login\?login_challenge=/);
    await signInWithPasswordAndTotp(phone, email, totp, '/inbox');
    // It says it was revoked (its own unlocker is gone), and the password of this sign-in,
    // not the forgotten device, opened the keys again.
    await expect(phone.getByText(t.keys.notice.revoked)).toBeVisible();
    const entry = phone.getByRole('listitem').filter({ hasText: 'Lease' });
    await expect(entry.getByText(t.boxes.inbox.readableHere)).toBeVisible();
    await attachScreenshot(phone, testInfo, 'phone-revoked');
  });

  await test.step('no request carried a secret the test knows', () => {
    for (const secret of [recoveryKey, box.invitationShare, 'correct horse battery staple']) {
      expect(log.carrying(secret)).toEqual([]);
    }
    expect(csp).toEqual([]);
  });
});

/**
 * The automatic invitation payload as docs/crypto.md ("Cryptograms") and docs/key-model.md
 * define it, built with tweetnacl alone: nacl.box of {"boxKeyShare": share} from a fresh
 * ephemeral key pair, in the JSON envelope, as unpadded url-safe base64.
 */
function tweetnaclInvitation(publicKey: string, invitationShare: string): string {
  const ephemeral = nacl.box.keyPair();
  const nonce = nacl.randomBytes(nacl.box.nonceLength);
  const message = new TextEncoder().encode(JSON.stringify({ boxKeyShare: invitationShare }));
  const ciphertext = nacl.box(
    message,
    nonce,
    new Uint8Array(Buffer.from(publicKey, 'base64url')),
    ephemeral.secretKey,
  );
  const field = (bytes: Uint8Array) => ({
    type: 'Uint8Array',
    encoding: 'base64',
    value: Buffer.from(bytes).toString('base64'),
  });
  const envelope = {
    ephemeralSenderPublicKey: field(ephemeral.publicKey),
    nonce: field(nonce),
    ciphertext: field(ciphertext),
  };
  return Buffer.from(JSON.stringify(envelope)).toString('base64url');
}
