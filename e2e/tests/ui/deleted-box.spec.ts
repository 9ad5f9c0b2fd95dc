import { expect, test } from '@playwright/test';
import { en as t } from '../../../apps/web/src/i18n/dictionaries/en';
import { APP_ORIGIN } from '../../support/e2e-settings';
import { deleteBoxFromItsPage, openStaffBox } from '../../support/staff-box';

test('a deleted box says so, by whom, and leads back to the inbox', async ({ browser }) => {
  test.setTimeout(120_000);
  const { page, boxId, organizationId } = await openStaffBox(browser, 'Old letters');
  // Submitted twice at once, the form sends one deletion: every submit is guarded.
  let deletions = 0;
  page.on('request', (request) => {
    deletions += request.url().split('boxes.deleteBox').length - 1;
  });
  await deleteBoxFromItsPage(page, boxId, organizationId, { twice: true });
  expect(deletions).toBe(1);

  await page.goto(`/boxes/${boxId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: t.files.deletedBox.heading }),
  ).toBeVisible();
  await expect(page.getByText(/^Acme Old letters deleted this box on /)).toBeVisible();
  await expect(page.getByText(t.errorPage.title)).toHaveCount(0);
  await page.getByRole('link', { name: t.files.deletedBox.backToInbox }).click();
  await expect(page).toHaveURL(`${APP_ORIGIN}/inbox`);
  await expect(page.getByRole('heading', { level: 1, name: t.boxes.inbox.title })).toBeVisible();
  await page.context().close();
});
