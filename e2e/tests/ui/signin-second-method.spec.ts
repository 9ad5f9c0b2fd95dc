/**
 * Issue 14's dead ends around the second method (docs/authentication.md#no-dead-ends): a
 * step-up whose session was signed out in another tab, and a locked authenticator app. Each
 * test reaches the page and follows the step it offers to level 2, back where it started.
 */
import { expect, test, type Page } from '@playwright/test';
import { en as t } from '../../../apps/web/src/i18n/dictionaries/en';
import { waitForNewCodeAllowed } from '../../support/admin-dashboard';
import { signInThroughApi } from '../../support/api-sign-in';
import { APP_ORIGIN } from '../../support/e2e-settings';
import { setUpTotpWithRecoveryCodes } from '../../support/key-storage';
import { readMailbox, receiveSignInCode } from '../../support/mailbox';
import { newPerson, randomEmail, sessionAcr } from '../../support/pages';
import { nextTotpCode, totpCode, totpTimeStep } from '../../support/totp';

/** A person signed in at level 1 on /account, with an authenticator app and its recovery codes. */
async function personWithApp(page: Page, email: string) {
  await signInThroughApi(page, email, '/account');
  return setUpTotpWithRecoveryCodes(page);
}

/** From /account, the step-up: the session's emailed code counts, the app code is asked for. */
async function stepUpFromAccount(page: Page) {
  await page.getByRole('link', { name: t.account.raise.action, exact: true }).first().click();
  await expect(page).toHaveURL(/\/login\?login_challenge=/);
  await expect(
    page.getByText(t.journeys.stepUp.carried(t.journeys.stepUp.carriedBy['identity:emailed_code'])),
  ).toBeVisible();
  await expect(page.getByLabel(t.login.totp.label, { exact: true })).toBeVisible();
}

/** The app's step, once shown: the emailed code before it has the same label, and sends itself. */
async function enterTotpCode(page: Page, code: string) {
  await expect(
    page.getByRole('heading', { name: t.login.totp.heading, exact: true }),
  ).toBeVisible();
  await page.getByLabel(t.login.totp.label, { exact: true }).fill(code);
}

test('a step-up whose session was signed out in another tab offers to sign in again, back where it started', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const email = randomEmail('signed-out-step-up');
  const page = await newPerson(browser);
  const { totp } = await personWithApp(page, email);
  await stepUpFromAccount(page);

  // Another tab of the same browser signs out: the session the step-up went on from ends.
  const otherTab = await page.context().newPage();
  await otherTab.goto('/account');
  await otherTab.getByRole('button', { name: t.account.signOut, exact: true }).click();
  await expect(otherTab).toHaveURL(`${APP_ORIGIN}/`);

  await enterTotpCode(page, await nextTotpCode(totp));
  await expect(page.getByRole('heading', { name: t.signin.sessionEnded.title })).toBeVisible();
  // The same request again, as the application sent it (docs/authentication.md): a relying
  // party's person lands back at the relying party (step-up.integration.test.ts).
  const challenge = new URL(page.url()).searchParams.get('login_challenge') ?? '';
  const signInAgain = page.getByRole('link', { name: t.journeys.spent.signInAgain });
  await expect(signInAgain).toHaveAttribute('href', `/oauth2/auth?login_challenge=${challenge}`);
  await signInAgain.click();

  // A fresh sign-in: the emailed code again, then the app, and back on /account at level 2.
  await waitForNewCodeAllowed(email);
  await page.getByLabel(t.login.email.label, { exact: true }).fill(email);
  await page.getByRole('button', { name: t.login.email.submit }).click();
  await page
    .getByLabel(t.login.emailedCode.label, { exact: true })
    .fill(await receiveSignInCode(email, 1));
  await enterTotpCode(page, await nextTotpCode(totp));
  await expect(page).toHaveURL(`${APP_ORIGIN}/account`);
  expect(await sessionAcr(page)).toBe(2);
  expect(await readMailbox(email)).toHaveLength(2);
});

test('an authenticator app locked after 5 wrong codes: the page offers a recovery code, which completes the step-up', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const email = randomEmail('app-lockout');
  const page = await newPerson(browser);
  const { totp, recoveryCodes } = await personWithApp(page, email);
  await stepUpFromAccount(page);

  // A code that no nearby time step gives, so that every try is wrong whatever the clock.
  const step = totpTimeStep();
  const near = new Set([-1, 0, 1, 2].map((offset) => totpCode(totp.secret, step + offset)));
  const wrong = ['000000', '111111', '222222'].find((code) => !near.has(code)) ?? '333333';
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const answered = page.waitForResponse((response) =>
      response.url().includes('auth.performAuthnStep'),
    );
    // The sixth digit sends the code: once the last try is over (the button enabled again),
    // the field is emptied and the same wrong code typed anew.
    await expect(page.getByRole('button', { name: t.login.totp.submit })).toBeEnabled();
    await page.getByLabel(t.login.totp.label, { exact: true }).clear();
    await page.getByLabel(t.login.totp.label, { exact: true }).fill(wrong);
    expect((await answered).status()).toBe(attempt < 5 ? 403 : 429);
  }

  await expect(page.getByText(/^Too many failed attempts: this method is locked\./)).toBeVisible();
  const otherWays = page.getByRole('navigation', { name: t.login.otherMethods });
  await otherWays.getByRole('button', { name: t.amr['totp:recovery'] }).click();
  await expect(page.getByRole('heading', { name: t.login.recovery.heading })).toBeVisible();
  await page
    .getByRole('textbox', { name: t.login.recovery.label, exact: true })
    .fill(recoveryCodes[0] ?? '');
  await page.getByRole('button', { name: t.login.recovery.submit }).click();
  await expect(page).toHaveURL(`${APP_ORIGIN}/account`);
  expect(await sessionAcr(page)).toBe(2);
});
