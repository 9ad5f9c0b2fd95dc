import { expect, test } from '@playwright/test';
import { en as t } from '../../../apps/web/src/i18n/dictionaries/en';
import { section, waitForNewCodeAllowed } from '../../support/admin-dashboard';
import { signInThroughApi } from '../../support/api-sign-in';
import { APP_ORIGIN } from '../../support/e2e-settings';
import { randomEmail } from '../../support/pages';

const deletion = t.accountPages.deletion;

test('deleting the account: explained first, confirmed by typing the email, then gone', async ({
  page,
}) => {
  // Two sign-ins by emailed code to one address, on a loaded machine.
  test.setTimeout(120_000);
  const email = randomEmail('deletion');
  await signInThroughApi(page, email, '/account');
  const you = section(page, t.accountPages.you.heading);
  await you.getByText(t.accountPages.you.details).click();
  const firstIdentityId = await you.getByTestId('identity-id').textContent();

  const area = section(page, deletion.heading);
  await test.step('what happens to boxes and data is said before anything is asked', async () => {
    await expect(area.getByText(deletion.intro(email))).toBeVisible();
    await expect(area.getByText(deletion.erased)).toBeVisible();
    await expect(area.getByText(deletion.boxesStay)).toBeVisible();
    await expect(area.getByText(deletion.noWayBack)).toBeVisible();
  });

  await test.step('a wrong confirmation deletes nothing', async () => {
    await area.getByLabel(deletion.confirmLabel(email), { exact: true }).fill('delete');
    await area.getByRole('button', { name: deletion.submit }).click();
    await expect(area.getByText(deletion.mismatch)).toBeVisible();
    await page.reload();
    await expect(
      section(page, t.accountPages.you.heading).getByTestId('signed-in-email'),
    ).toHaveText(email);
  });

  await test.step('typing the email deletes the account, says what is gone, and signs out', async () => {
    const confirmed = section(page, deletion.heading);
    await confirmed.getByLabel(deletion.confirmLabel(email), { exact: true }).fill(email);
    await confirmed.getByRole('button', { name: deletion.submit }).click();
    await expect(page).toHaveURL(`${APP_ORIGIN}/account/deleted`);
    await expect(page.getByRole('heading', { name: deletion.done.title })).toBeVisible();
    await expect(page.getByText(deletion.done.erased)).toBeVisible();
    await expect(page.getByText(deletion.done.mailed)).toBeVisible();
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login\?login_challenge=/);
  });

  await test.step('signing in again with that email starts from zero', async () => {
    await waitForNewCodeAllowed(email);
    await signInThroughApi(page, email, '/account');
    const again = section(page, t.accountPages.you.heading);
    await again.getByText(t.accountPages.you.details).click();
    await expect(again.getByTestId('identity-id')).not.toHaveText(firstIdentityId ?? '');
    await expect(again.getByText(t.accountPages.you.noAccountId)).toBeVisible();
    await expect(section(page, t.accountPages.sessions.heading).getByTestId('session')).toHaveCount(
      1,
    );
  });
});
