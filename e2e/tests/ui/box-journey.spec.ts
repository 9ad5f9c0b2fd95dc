import { createHash, randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { en as t } from '../../../apps/web/src/i18n/dictionaries/en';
import {
  createBox,
  createDatatag,
  createOrganization,
  enrolPasskey,
  signInAsStaffAtLevel2,
} from '../../support/admin-dashboard';
import { signInThroughApi } from '../../support/api-sign-in';
import { APP_ORIGIN } from '../../support/e2e-settings';
import {
  attachScreenshot,
  expectNoHorizontalScroll,
  newPerson,
  randomEmail,
  watchCspViolations,
} from '../../support/pages';
import { addVirtualAuthenticator } from '../../support/virtual-authenticator';

const TEXT = 'Hello Alice, your 2026 payslips are attached.';
const FILE_NAME = 'payslips-2026.pdf';
const FILE_BYTES = 5 * 1024 * 1024;

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** A person of their own: one browser context each, as two people on two computers. */
test('Journey 1: staff opens a box for Alice, who raises her level and reads it with the link', async ({
  browser,
}, testInfo) => {
  // Four sign-ins, two of them after the resend delay of a previous emailed code, and 5 MiB
  // encrypted, uploaded, downloaded and decrypted in the page.
  test.setTimeout(180_000);
  const staffEmail = randomEmail('staff');
  const aliceEmail = randomEmail('alice');
  const plaintext = randomBytes(FILE_BYTES);
  const filePath = testInfo.outputPath(FILE_NAME);
  await writeFile(filePath, plaintext);
  const staff = await newPerson(browser);
  const alice = await newPerson(browser);
  const staffCsp = watchCspViolations(staff);
  const aliceCsp = watchCspViolations(alice);
  let boxId = '';
  let invitationLink = '';

  await test.step('staff: an organization, a datatag and a box for Alice', async () => {
    await signInAsStaffAtLevel2(staff, staffEmail);
    await createOrganization(staff, 'Acme Payroll');
    await createDatatag(staff, 'Payslips');
    ({ boxId, invitationLink } = await createBox(staff, {
      title: 'Your payslips',
      datatag: 'Payslips',
      subject: aliceEmail,
    }));
    await attachScreenshot(staff, testInfo, 'dashboard');
  });

  await test.step('staff: a text and a 5 MiB file, encrypted in the browser', async () => {
    await staff.goto(`/boxes/${boxId}`);
    await expect(staff.getByRole('heading', { level: 1, name: 'Your payslips' })).toBeVisible();
    await staff.getByLabel(t.boxes.box.composer.label, { exact: true }).fill(TEXT);
    await staff.getByRole('button', { name: t.boxes.box.composer.send, exact: true }).click();
    await expect(staff.getByText(t.boxes.box.composer.sent)).toBeVisible();
    await staff.getByLabel(t.boxes.box.upload.label, { exact: true }).setInputFiles(filePath);
    await staff.getByRole('button', { name: t.boxes.box.upload.submit }).click();
    await expect(staff.getByText(t.boxes.box.upload.sent(FILE_NAME))).toBeVisible();
    // The creator holds the key (this browser's keyring): the messages read back in clear.
    await expect(staff.getByText(TEXT)).toBeVisible();
    // An admin can show the current link again: the one the dashboard gave.
    await staff.getByRole('button', { name: t.boxes.box.admin.showLink }).click();
    await expect(staff.getByLabel(t.boxes.box.admin.linkLabel, { exact: true })).toHaveValue(
      invitationLink,
    );
  });

  await test.step('Alice signs in with the emailed code and is asked to raise her level', async () => {
    await addVirtualAuthenticator(alice);
    await alice.goto('/inbox');
    await expect(alice).toHaveURL(/\/login\?login_challenge=/);
    await signInThroughApi(alice, aliceEmail, '/inbox');
    await expect(alice.getByRole('heading', { name: t.account.raise.heading })).toBeVisible();
    await expect(alice.getByText('Your payslips')).toHaveCount(0);
    await alice.getByRole('link', { name: t.account.raise.setup }).click();
    await expect(alice).toHaveURL(`${APP_ORIGIN}/account`);
  });

  await test.step('Alice enrols a passkey, which takes her to level 2 at once', async () => {
    await enrolPasskey(alice, 'Alice phone');
    await alice.goto('/inbox');
    const entry = alice.getByRole('listitem').filter({ hasText: 'Your payslips' });
    await expect(entry).toBeVisible();
    await expect(alice.getByRole('heading', { name: t.account.raise.heading })).toHaveCount(0);
    // Nothing on this device can decrypt it yet: the link is needed.
    await expect(entry.getByText(t.boxes.inbox.lockedHere)).toBeVisible();
    await alice.setViewportSize({ width: 360, height: 800 });
    await expectNoHorizontalScroll(alice);
    await attachScreenshot(alice, testInfo, 'inbox');
    await alice.setViewportSize({ width: 1280, height: 720 });
  });

  await test.step('a link whose share the service does not know opens nothing', async () => {
    await alice.goto(`/boxes/${boxId}#${'A'.repeat(43)}`);
    await expect(alice.getByText(t.boxes.box.key.staleLink)).toBeVisible();
    await expect(alice.getByText(TEXT)).toHaveCount(0);
  });

  await test.step('Alice opens the invitation link and reads the text', async () => {
    await alice.goto(invitationLink);
    await expect(alice.getByText(TEXT)).toBeVisible();
    // The share left the address bar at once (history, bookmarks, screen shares).
    await expect(alice).toHaveURL(`${APP_ORIGIN}/boxes/${boxId}`);
  });

  await test.step('Alice downloads the file: the same bytes', async () => {
    const downloading = alice.waitForEvent('download');
    await alice.getByRole('button', { name: t.boxes.box.file.downloadNamed(FILE_NAME) }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(FILE_NAME);
    const received = await readFile(await download.path());
    expect(received.byteLength).toBe(FILE_BYTES);
    expect(sha256(received)).toBe(sha256(plaintext));
    await expect(alice.getByText(t.boxes.box.file.saved(FILE_NAME))).toBeVisible();
    await alice.setViewportSize({ width: 360, height: 800 });
    await expectNoHorizontalScroll(alice);
    await alice.setViewportSize({ width: 1280, height: 720 });
    await attachScreenshot(alice, testInfo, 'box-page');
  });

  await test.step('Alice is no admin; the inbox now opens the box without the link', async () => {
    await expect(alice.getByRole('heading', { name: t.boxes.box.admin.heading })).toHaveCount(0);
    await alice.goto('/inbox');
    const entry = alice.getByRole('listitem').filter({ hasText: 'Your payslips' });
    await expect(entry.getByText(t.boxes.inbox.readableHere)).toBeVisible();
    await entry.getByRole('link', { name: 'Your payslips' }).click();
    await expect(alice.getByText(TEXT)).toBeVisible();
  });

  await test.step('staff replaces the link: the old one stops working', async () => {
    // Asked in the page, then confirmed by the button of the same name.
    await staff.getByRole('button', { name: t.boxes.box.admin.rotate }).click();
    await expect(staff.getByText(t.boxes.box.admin.rotateConfirm)).toBeVisible();
    await staff.getByRole('button', { name: t.boxes.box.admin.rotate }).click();
    await expect(staff.getByText(t.boxes.box.admin.rotated)).toBeVisible();
    const newLink = await staff
      .getByLabel(t.boxes.box.admin.linkLabel, { exact: true })
      .inputValue();
    expect(newLink).not.toBe(invitationLink);
    expect(newLink.startsWith(`${APP_ORIGIN}/boxes/${boxId}#`)).toBe(true);
    const oldShare = invitationLink.split('#')[1] ?? '';
    const hash = createHash('sha512').update(Buffer.from(oldShare, 'base64url'));
    const csrf = await alice.evaluate(() => sessionStorage.getItem('coffer.csrf_token'));
    const stale = await alice.request.get(`/api/key-shares/${hash.digest('base64url')}`, {
      headers: { 'x-csrf-token': csrf ?? '' },
    });
    expect(stale.status()).toBe(404);
    // Signed out, the replaced link is said dead on its own page, before any sign-in.
    const visitor = await newPerson(browser);
    await visitor.goto(invitationLink);
    await expect(visitor.getByRole('heading', { name: t.journeys.deadLink.heading })).toBeVisible();
    await expect(visitor.getByRole('link', { name: t.journeys.deadLink.signIn })).toBeVisible();
    expect(visitor.url()).toBe(`${APP_ORIGIN}/boxes/${boxId}`);
    await visitor.context().close();
  });

  await test.step("every script of the journey ran under the pages' CSP", () => {
    expect([...staffCsp, ...aliceCsp]).toEqual([]);
  });
});
