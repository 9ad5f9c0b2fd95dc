import { expect, test, type Page } from '@playwright/test';
import { en as t } from '../../../apps/web/src/i18n/dictionaries/en';
import { section, waitForNewCodeAllowed } from '../../support/admin-dashboard';
import { signInThroughApi } from '../../support/api-sign-in';
import { APP_ORIGIN } from '../../support/e2e-settings';
import { attachFrenchScreenshot, attachScreenshot, randomEmail } from '../../support/pages';

const sessions = t.accountPages.sessions;

function sessionList(page: Page) {
  return section(page, sessions.heading).getByTestId('session');
}

test('the account page shows the email, lists the sessions, and signing one out really ends it', async ({
  browser,
}, testInfo) => {
  // Two sign-ins by emailed code to one address, on a loaded machine.
  test.setTimeout(120_000);
  const email = randomEmail('sessions');
  const laptop = await (await browser.newContext()).newPage();
  const phone = await (await browser.newContext()).newPage();

  await test.step('signed in in two browsers', async () => {
    await signInThroughApi(laptop, email, '/account');
    await waitForNewCodeAllowed(email);
    await signInThroughApi(phone, email, '/account');
  });

  await test.step('the account page names the person by email, ids only in the details', async () => {
    await laptop.reload();
    const you = section(laptop, t.accountPages.you.heading);
    await expect(you.getByTestId('signed-in-email')).toHaveText(email);
    await expect(you.getByTestId('identity-id')).toBeHidden();
    await expect(laptop.getByText('No account yet')).toHaveCount(0);
    await you.getByText(t.accountPages.you.details).click();
    await expect(you.getByTestId('identity-id')).toBeVisible();
  });

  await test.step('both browsers are listed, this one marked', async () => {
    await expect(sessionList(laptop)).toHaveCount(2);
    const current = sessionList(laptop).and(laptop.locator('[data-current="true"]'));
    await expect(current).toContainText(sessions.thisOne);
    await expect(current).toContainText('Chrome');
    // The e2e browser runs on the server's machine: its loopback network is named so.
    await expect(current).toContainText(sessions.thisComputer);
    await expect(current.getByRole('button', { name: sessions.signOut })).toHaveCount(0);
    await attachScreenshot(laptop, testInfo, 'account-page');
    await attachFrenchScreenshot(laptop, testInfo, 'account-page', (words) =>
      section(laptop, words.accountPages.sessions.heading).getByTestId('session').first(),
    );
  });

  await test.step('signing the other browser out ends it there', async () => {
    const other = sessionList(laptop).and(laptop.locator('[data-current="false"]'));
    await other.getByRole('button', { name: /^Sign out / }).click();
    await other.getByRole('button', { name: sessions.signOut, exact: true }).click();
    await expect(laptop.getByText(/is signed out\.$/)).toBeVisible();
    await expect(sessionList(laptop)).toHaveCount(1);

    // The phone, at its next page, is no longer signed in: it is sent to the sign-in page.
    await phone.goto('/account');
    await expect(phone).toHaveURL(/\/login\?login_challenge=/);
    // The laptop still is.
    await laptop.goto('/account');
    await expect(laptop).toHaveURL(`${APP_ORIGIN}/account`);
    await expect(
      section(laptop, t.accountPages.you.heading).getByTestId('signed-in-email'),
    ).toHaveText(email);
  });
});

test('sign out everywhere else keeps only this browser', async ({ browser }) => {
  // Two sign-ins by emailed code to one address, on a loaded machine.
  test.setTimeout(120_000);
  const email = randomEmail('everywhere');
  const laptop = await (await browser.newContext()).newPage();
  const phone = await (await browser.newContext()).newPage();
  await signInThroughApi(laptop, email, '/account');
  await waitForNewCodeAllowed(email);
  await signInThroughApi(phone, email, '/account');
  await laptop.reload();
  await expect(sessionList(laptop)).toHaveCount(2);
  const area = section(laptop, sessions.heading);
  await area.getByRole('button', { name: sessions.signOutOthers }).click();
  await area.getByRole('group').getByRole('button', { name: sessions.signOutOthers }).click();
  await expect(area.getByText(sessions.signedOutOthers)).toBeVisible();
  await expect(area.getByText(sessions.onlyThisOne)).toBeVisible();
  await phone.goto('/account');
  await expect(phone).toHaveURL(/\/login\?login_challenge=/);
});
