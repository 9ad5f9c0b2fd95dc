import { expect, test } from '@playwright/test';
import { en as t } from '../../../apps/web/src/i18n/dictionaries/en';
import {
  addMember,
  createBox,
  createDatatag,
  createOrganization,
  signInAsStaffAtLevel2,
} from '../../support/admin-dashboard';
import { newPerson, randomEmail } from '../../support/pages';

const TEXT = 'Your tenancy agreement is signed.';

test("the box page asks nothing a data subject may not read: no 403 on the way to the box's messages", async ({
  browser,
}) => {
  // Three people at level 2: two emailed codes each, 30 s apart (docs/authentication.md).
  test.setTimeout(300_000);
  const subjectEmail = randomEmail('tenant');
  const coAdminEmail = randomEmail('co-admin');
  const staff = await newPerson(browser);
  const subject = await newPerson(browser);
  const coAdmin = await newPerson(browser);
  await signInAsStaffAtLevel2(staff, randomEmail('staff'));
  await createOrganization(staff, 'Acme Lettings');
  await createDatatag(staff, 'Tenancies');
  await addMember(staff, coAdminEmail, 'admin');
  const { boxId, invitationLink } = await createBox(staff, {
    title: 'Your tenancy',
    datatag: 'Tenancies',
    subject: subjectEmail,
  });
  await staff.goto(`/boxes/${boxId}`);
  await staff.getByLabel(t.boxes.box.composer.label, { exact: true }).fill(TEXT);
  await staff.getByRole('button', { name: t.boxes.box.composer.send, exact: true }).click();
  await expect(staff.getByText(t.boxes.box.composer.sent)).toBeVisible();
  // Its creator administers the box: the admin controls show.
  await expect(staff.getByRole('heading', { name: t.boxes.box.admin.heading })).toBeVisible();

  await signInAsStaffAtLevel2(subject, subjectEmail);
  const forbidden: string[] = [];
  subject.on('response', (response) => {
    if (response.status() === 403) forbidden.push(response.url());
  });
  await subject.goto(invitationLink);
  await expect(subject.getByText(TEXT)).toBeVisible();
  await expect(subject.getByRole('heading', { name: t.boxes.box.admin.heading })).toHaveCount(0);
  // Loaded once more from the keyring now, as the person's next visit.
  await subject.reload();
  await expect(subject.getByText(TEXT)).toBeVisible();
  expect(forbidden).toEqual([]);

  // An admin of the owner organization who did not create the box administers it too.
  await signInAsStaffAtLevel2(coAdmin, coAdminEmail);
  await coAdmin.goto(`/boxes/${boxId}`);
  await expect(coAdmin.getByRole('heading', { name: t.boxes.box.admin.heading })).toBeVisible();
});
