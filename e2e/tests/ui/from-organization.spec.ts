/**
 * Messages name the organization (issue #14 item 4, docs/boxes.md: sender_organization): the
 * data subject reads "From Acme" on what the staff and the organization's own server posted,
 * never the staff person's name; the box's admins read "Acme (person)" for a staff post. The
 * box header says who opened the box in the same words (docs/boxes.md: owner_organization).
 */
import { expect, test } from '@playwright/test';
import { en as t } from '../../../apps/web/src/i18n/dictionaries/en';
import {
  createBox,
  createDatatag,
  createOrganization,
  section,
  signInAsStaffAtLevel2,
} from '../../support/admin-dashboard';
import { APP_ORIGIN } from '../../support/e2e-settings';
import { receiveSignInCode } from '../../support/mailbox';
import { organizationTokenOf } from '../../support/organization-token';
import { randomEmail } from '../../support/pages';
import { addVirtualAuthenticator } from '../../support/virtual-authenticator';

const ORGANIZATION = 'Acme Tenancies';
const FROM_STAFF = 'Your keys are at the front desk.';
const FROM_SERVER = 'Your rent receipt for March is ready.';

/** "Opened by <who> on", whatever the date. */
function openedBy(who: string): string {
  return t.boxes.box.openedBy(who, '');
}

test('the data subject reads the organization, an admin reads the organization and the person', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const staffEmail = randomEmail('staff');
  const staffName = staffEmail.split('@')[0] ?? '';
  const subjectEmail = randomEmail('tenant');
  const staff = await (await browser.newContext({ baseURL: APP_ORIGIN })).newPage();
  await signInAsStaffAtLevel2(staff, staffEmail);
  const oid = await createOrganization(staff, ORGANIZATION);
  await createDatatag(staff, 'Tenancies');
  // The only datatag is chosen already: the box opens without choosing it.
  const datatag = section(staff, t.admin.createBox.heading).getByLabel(
    t.admin.createBox.datatagLabel,
    { exact: true },
  );
  await expect(datatag.locator('option:checked')).toHaveText('Tenancies');
  // Submitted twice at once (a double click), the form opens one box.
  const { boxId, invitationLink } = await createBox(staff, {
    title: 'Your tenancy',
    subject: subjectEmail,
    submitTwice: true,
  });
  await staff.reload();
  await expect(
    section(staff, t.admin.boxes.heading).getByTestId('admin-boxes').locator(':scope > li'),
  ).toHaveCount(1);

  await test.step('the staff person and the organization server each post', async () => {
    await staff.goto(`/boxes/${boxId}`);
    await staff.getByLabel(t.boxes.box.composer.label, { exact: true }).fill(FROM_STAFF);
    await staff.getByRole('button', { name: t.boxes.box.composer.send, exact: true }).click();
    // In the list, not the composer, which may still hold the text when the message shows.
    const messages = staff.getByRole('region', { name: t.boxes.box.messages.heading });
    await expect(messages.getByText(FROM_STAFF)).toBeVisible();
    await (await organizationTokenOf(staff, oid)).postTexts(boxId, [FROM_SERVER]);
  });

  await test.step('the admin reads "Acme (person)" on the staff post, "From Acme" on the server one', async () => {
    await staff.reload();
    const staffPost = staff.locator('ol.messages > li').filter({ hasText: FROM_STAFF });
    await expect(staffPost).toContainText(
      t.files.messages.organizationAndPerson(ORGANIZATION, staffName),
    );
    const serverPost = staff.locator('ol.messages > li').filter({ hasText: FROM_SERVER });
    await expect(serverPost).toContainText(t.files.messages.fromOrganization(ORGANIZATION));
    // The delete button names the organization once: "Delete message from Acme, <time>".
    await expect(
      serverPost.getByRole('button', { name: t.files.messages.deleteNamed(ORGANIZATION, '') }),
    ).toBeVisible();
    // The header too: the organization and the person who opened the box.
    await expect(staff.locator('header.box-header')).toContainText(
      openedBy(t.files.messages.organizationAndPerson(ORGANIZATION, staffName)),
    );
  });

  await test.step('the data subject, from the link, reads "From Acme" on both', async () => {
    const subject = await (await browser.newContext({ baseURL: APP_ORIGIN })).newPage();
    await addVirtualAuthenticator(subject, { prf: true });
    await subject.goto(invitationLink);
    await expect(subject.getByLabel(t.login.email.label, { exact: true })).toHaveValue(
      subjectEmail,
    );
    await subject.getByRole('button', { name: t.login.email.submit }).click();
    await subject
      .getByLabel(t.login.emailedCode.label, { exact: true })
      .fill(await receiveSignInCode(subjectEmail));
    // The passkey created counts as the step-up's: back to the box at once.
    await subject.getByRole('button', { name: t.journeys.passkeyNow.create }).click();
    await expect(subject).toHaveURL(`${APP_ORIGIN}/boxes/${boxId}`);

    const messages = subject.locator('ol.messages > li');
    await expect(messages).toHaveCount(2);
    for (const text of [FROM_STAFF, FROM_SERVER]) {
      await expect(messages.filter({ hasText: text })).toContainText(
        t.files.messages.fromOrganization(ORGANIZATION),
      );
    }
    await expect(messages.filter({ hasText: staffName })).toHaveCount(0);
    // The header says the organization opened the box, not the staff person.
    const header = subject.locator('header.box-header');
    await expect(header).toContainText(openedBy(ORGANIZATION));
    await expect(header).not.toContainText(staffName);
    // The inbox names the organization that opened the box too, not the staff person.
    await subject.goto('/inbox');
    const entry = subject.locator('.box-list > li').filter({ hasText: 'Your tenancy' });
    await expect(entry).toContainText(t.boxes.inbox.from(ORGANIZATION));
    await expect(entry).not.toContainText(staffName);
  });
});
