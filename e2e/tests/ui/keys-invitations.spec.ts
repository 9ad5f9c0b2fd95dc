import { expect, test, type Page } from '@playwright/test';
import { en as t } from '../../../apps/web/src/i18n/dictionaries/en';
import {
  createBox,
  createDatatag,
  createOrganization,
  section,
  signInAsStaffAtLevel2,
} from '../../support/admin-dashboard';
import { APP_ORIGIN } from '../../support/e2e-settings';
import { newDevice, personWithKeys, RequestLog } from '../../support/key-storage';
import { receiveBoxOpenedLink } from '../../support/mailbox';
import {
  attachFrenchScreenshot,
  attachScreenshot,
  randomEmail,
  watchCspViolations,
} from '../../support/pages';

const TEXT = 'Your March payslip is here.';

test('staff invite people who have keys: a new box and an existing one open in their inbox without a link; a rotated key share kills an unused invitation', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const log = new RequestLog();
  const [staff, alice, bob] = await Promise.all([
    // signInAsStaffAtLevel2 adds the staff's own authenticator.
    newDevice(browser, log, { authenticator: false }),
    newDevice(browser, log),
    newDevice(browser, log),
  ]);
  const csp = [staff, alice, bob].map(watchCspViolations);
  const aliceEmail = randomEmail('alice');
  const bobEmail = randomEmail('bob');
  const links: string[] = [];
  const recoveryKeys: string[] = [];
  let boxId = '';
  let oid = '';

  await test.step('staff run an organization; Alice and Bob set up their keys', async () => {
    await Promise.all([
      (async () => {
        await signInAsStaffAtLevel2(staff, randomEmail('staff'));
        oid = await createOrganization(staff, 'Acme Payroll');
        await createDatatag(staff, 'Payslips');
      })(),
      (async () => {
        recoveryKeys.push(await personWithKeys(alice, aliceEmail));
        recoveryKeys.push(await personWithKeys(bob, bobEmail));
      })(),
    ]);
  });

  await test.step('staff open a box for Alice: she has keys, so she is invited automatically', async () => {
    const created = await createBox(staff, {
      title: 'Payslips 2026',
      datatag: 'Payslips',
      subject: aliceEmail,
    });
    boxId = created.boxId;
    links.push(created.invitationLink);
    await expect(
      section(staff, t.admin.createBox.heading).getByText(t.admin.createBox.autoInvited),
    ).toBeVisible();
    await attachScreenshot(staff, testInfo, 'dashboard-auto-invited');
    await staff.goto(`/boxes/${boxId}`);
    await staff.getByLabel(t.boxes.box.composer.label, { exact: true }).fill(TEXT);
    await staff.getByRole('button', { name: t.boxes.box.composer.send, exact: true }).click();
    // In the list, not the composer, which may still hold the text when the message shows.
    const messages = staff.getByRole('region', { name: t.boxes.box.messages.heading });
    await expect(messages.getByText(TEXT)).toBeVisible();
  });

  await test.step('Alice’s inbox opens it with no link', async () => {
    await expectReadableInInbox(alice, 'Payslips 2026');
    await alice.getByRole('link', { name: 'Payslips 2026' }).click();
    await expect(alice.getByText(TEXT)).toBeVisible();
    await attachScreenshot(alice, testInfo, 'alice-box');
  });

  await test.step('an admin invites Bob to the existing box: it opens in his inbox', async () => {
    await invite(staff, bobEmail);
    await expectReadableInInbox(bob, 'Payslips 2026');
    await bob.getByRole('link', { name: 'Payslips 2026' }).click();
    await expect(bob.getByText(TEXT)).toBeVisible();
  });

  await test.step('an invitation Bob has not used dies with a new key share, with a clear message', async () => {
    await staff.goto(`/admin/organizations/${oid}`);
    const other = await createBox(staff, {
      title: 'Old payslips',
      datatag: 'Payslips',
      subject: randomEmail('someone'),
    });
    links.push(other.invitationLink);
    await staff.goto(`/boxes/${other.boxId}`);
    await invite(staff, bobEmail);
    await staff.getByRole('button', { name: t.boxes.box.admin.rotate }).click();
    await staff.getByRole('button', { name: t.boxes.box.admin.rotate }).click();
    await expect(staff.getByText(t.boxes.box.admin.rotated)).toBeVisible();
    links.push(await staff.getByLabel(t.boxes.box.admin.linkLabel, { exact: true }).inputValue());
    await bob.goto('/inbox');
    await expect(bob.getByText(t.keys.notice.invitationUnusable)).toBeVisible();
    await expect(bob.getByRole('link', { name: 'Old payslips' })).toHaveCount(0);
    await attachScreenshot(bob, testInfo, 'bob-rotated-invitation');
  });

  await test.step('no request carried a secret the test knows', () => {
    const shares = links.map((link) => link.split('#')[1] ?? '');
    for (const secret of [...recoveryKeys, ...shares, 'correct horse battery staple']) {
      expect(log.carrying(secret)).toEqual([]);
    }
    expect(csp.flat()).toEqual([]);
  });
});

test('a box about a person without keys: from its mail, their sign-in sets up keys and asks; the next staff dashboard lets them in', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const [staff, dana] = await Promise.all([
    newDevice(browser, undefined, { authenticator: false }),
    newDevice(browser),
  ]);
  const danaEmail = randomEmail('dana');
  let oid = '';
  let boxId = '';

  await test.step('staff open a box about Dana, who has no keys, and write in it', async () => {
    await signInAsStaffAtLevel2(staff, randomEmail('staff'));
    oid = await createOrganization(staff, 'Acme Lettings');
    await createDatatag(staff, 'Leases');
    ({ boxId } = await createBox(staff, {
      title: 'Your lease',
      datatag: 'Leases',
      subject: danaEmail,
    }));
    await staff.goto(`/boxes/${boxId}`);
    await staff.getByLabel(t.boxes.box.composer.label, { exact: true }).fill(TEXT);
    await staff.getByRole('button', { name: t.boxes.box.composer.send, exact: true }).click();
    const messages = staff.getByRole('region', { name: t.boxes.box.messages.heading });
    await expect(messages.getByText(TEXT)).toBeVisible();
    // Off the box page: an admin's open box page lets requesters in too (every 30 s), and
    // which of the two pages did it would then depend on timing. The dashboard is followed.
    await staff.goto('about:blank');
  });

  await test.step('Coffer’s mail leads Dana to sign in; with her keys set up, the box waits for Acme', async () => {
    const link = await receiveBoxOpenedLink(danaEmail);
    // No share in Coffer's mail: the box page, which asks her to sign in.
    expect(link).toBe(`${APP_ORIGIN}/boxes/${boxId}`);
    await dana.goto(link);
    await expect(dana).toHaveURL(/\/login\?login_challenge=/);
    await personWithKeys(dana, danaEmail);
    await dana.goto(link);
    await expect(dana.getByText(t.boxes.box.key.waitingHeading('Acme Lettings'))).toBeVisible();
    await attachScreenshot(dana, testInfo, 'dana-waiting');
    // Asking again keeps her first request (docs/key-model.md#access-requests): the page
    // waits the same after a reload, here in French.
    await attachFrenchScreenshot(dana, testInfo, 'dana-waiting', (words) =>
      dana.getByText(words.boxes.box.key.waitingHeading('Acme Lettings')),
    );
  });

  await test.step('staff open the dashboard: Dana’s box opens by itself and she reads it', async () => {
    await staff.goto(`/admin/organizations/${oid}`);
    await expect(staff.getByText(t.admin.organization.accessRequestsInvited(1))).toBeVisible();
    // Her page looks for the invitation every 10 s.
    await expect(dana.getByText(TEXT)).toBeVisible({ timeout: 30_000 });
  });
});

async function invite(staff: Page, email: string) {
  const admin = section(staff, t.boxes.box.admin.heading);
  await admin.getByLabel(t.boxes.box.admin.inviteLabel, { exact: true }).fill(email);
  await admin.getByRole('button', { name: t.boxes.box.admin.invite, exact: true }).click();
  await expect(admin.getByText(t.boxes.box.admin.invitedWithKeys(email))).toBeVisible();
}

async function expectReadableInInbox(page: Page, title: string) {
  await page.goto('/inbox');
  const entry = page.getByRole('listitem').filter({ hasText: title });
  await expect(entry.getByText(t.boxes.inbox.readableHere)).toBeVisible();
}
