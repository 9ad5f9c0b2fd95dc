import { expect, test } from '@playwright/test';
import { en as t } from '../../../apps/web/src/i18n/dictionaries/en';
import {
  createBox,
  createDatatag,
  createOrganization,
  section,
  signInAsStaffAtLevel2,
} from '../../support/admin-dashboard';
import { signInThroughApi } from '../../support/api-sign-in';
import { randomEmail } from '../../support/pages';

const dashboard = t.accountPages.dashboard;

test('at level 1, creating an organization says level 2 is needed and offers the step-up first', async ({
  page,
}) => {
  await signInThroughApi(page, randomEmail('level1'), '/admin');
  const form = section(page, t.admin.home.createHeading);
  await expect(form.getByText(dashboard.createNeedsLevel)).toBeVisible();
  await expect(form.getByRole('button', { name: t.admin.home.create })).toHaveCount(0);
  await expect(form.getByRole('link', { name: t.account.raise.action })).toHaveAttribute(
    'href',
    '/auth/login?return_to=%2Fadmin&acr_values=2',
  );
});

test('datatags come before "Open a box", and "Make public" explains and confirms', async ({
  page,
}) => {
  // Two sign-ins by emailed code to one address, on a loaded machine.
  test.setTimeout(120_000);
  await signInAsStaffAtLevel2(page, randomEmail('public'));
  await createOrganization(page, 'Public test org');

  await test.step('no datatag yet: the box form says so, after the datatags', async () => {
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.indexOf(t.admin.datatags.heading)).toBeLessThan(
      headings.indexOf(t.admin.createBox.heading),
    );
    await expect(
      section(page, t.admin.createBox.heading).getByText(t.admin.createBox.needDatatag),
    ).toBeVisible();
  });

  await createDatatag(page, 'Claims');
  const { boxId } = await createBox(page, {
    title: 'Claim 12',
    datatag: 'Claims',
    subject: randomEmail('subject'),
  });
  await page.goto(`/boxes/${boxId}`);
  const admin = section(page, t.boxes.box.admin.heading);
  const limited = t.boxes.box.admin.accessModeLabel(t.boxes.box.accessMode.limited);
  const publicLabel = t.boxes.box.admin.accessModeLabel(t.boxes.box.accessMode.public);
  await expect(admin.getByText(limited)).toBeVisible();

  await test.step('cancel changes nothing', async () => {
    await admin.getByRole('button', { name: t.boxes.box.admin.makePublic }).click();
    await expect(admin.getByText(dashboard.publicMeans)).toBeVisible();
    await admin.getByRole('button', { name: t.common.cancel }).click();
    await page.reload();
    await expect(section(page, t.boxes.box.admin.heading).getByText(limited)).toBeVisible();
  });

  await test.step('confirming makes it public', async () => {
    const panel = section(page, t.boxes.box.admin.heading);
    await panel.getByRole('button', { name: t.boxes.box.admin.makePublic }).click();
    await panel
      .getByRole('group')
      .getByRole('button', { name: t.boxes.box.admin.makePublic })
      .click();
    await expect(panel.getByText(publicLabel)).toBeVisible();
    await page.reload();
    await expect(section(page, t.boxes.box.admin.heading).getByText(publicLabel)).toBeVisible();
  });
});
