import { expect, test, type Page } from '@playwright/test';
import { en as t } from '../../../apps/web/src/i18n/dictionaries/en';
import { APP_ORIGIN } from '../../support/e2e-settings';
import {
  attachScreenshot,
  expectNoHorizontalScroll,
  randomEmail,
  signInWithEmailedCode,
  watchCspViolations,
} from '../../support/pages';
import { waitForNewCodeAllowed } from '../../support/admin-dashboard';
import { readMailbox, receiveSignInCode } from '../../support/mailbox';
import { totpCode, totpTimeStep } from '../../support/totp';
import { addVirtualAuthenticator } from '../../support/virtual-authenticator';

const PASSWORD = 'correct horse battery staple';
const NEW_PASSWORD = 'a brand new passphrase';

test('a new person signs in by email, secures the account, and signs in again at level 2', async ({
  page,
}, testInfo) => {
  // One story of seven sign-ins, Argon2id hashing in the browser for each password, and a
  // wait for a second emailed code.
  test.setTimeout(120_000);
  const email = randomEmail('security');
  // A security key without a PIN: registration and sign-in only prefer user verification.
  const authenticator = await addVirtualAuthenticator(page, { verifiesUser: false });
  const cspViolations = watchCspViolations(page);
  let totpSecret = '';
  let totpStepUsed = 0;
  let recoveryCodes: string[] = [];

  await test.step('first sign-in with a code received over SMTP: level 1', async () => {
    await page.goto('/auth/login?return_to=/account');
    await expect(page).toHaveURL(/\/login\?login_challenge=/);
    await attachScreenshot(page, testInfo, 'login-email');
    await signInWithEmailedCode(page, t, email);
    // The CSRF token came in the fragment: kept in sessionStorage, gone from the address.
    await expect(page).toHaveURL(`${APP_ORIGIN}/account`);
    await expectSession(page, 1, ['identity:emailed_code']);
    expect(await page.evaluate(() => sessionStorage.getItem('coffer.csrf_token'))).toBeTruthy();
  });

  await test.step('creates a password', async () => {
    await page.getByLabel(t.account.password.newLabel, { exact: true }).fill(PASSWORD);
    await page.getByLabel(t.account.password.confirmLabel, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: t.account.password.submit }).click();
    await expect(page.getByText(t.account.password.hasPassword)).toBeVisible();
  });

  await test.step('adds a passkey that does not verify its user: the page steps up and asks for it; listing passkeys asks for level 2', async () => {
    // Verifying its user, the new passkey would count as the step-up's at once
    // (journeys.spec.ts); this one proves no person, so the step-up asks for it.
    await page.getByLabel(t.account.passkeys.nameLabel, { exact: true }).fill('E2E laptop');
    await page.getByRole('button', { name: t.account.passkeys.add }).click();
    await expect(
      page.getByText(
        t.journeys.stepUp.carried(t.journeys.stepUp.carriedBy['identity:emailed_code']),
      ),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: t.login.passkey.heading })).toBeVisible();
    expect(await authenticator.credentialCount()).toBe(1);
    // Not confirmed: the account page stays at level 1 and says what is missing.
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: t.account.raise.heading })).toBeVisible();
    await expect(
      page.getByRole('link', { name: t.account.raise.action, exact: true }),
    ).toHaveAttribute('href', '/auth/login?return_to=%2Faccount&acr_values=2');
    // With a passkey, the account's level is 2: an app is added only once it was used.
    await expect(page.getByText(t.account.raise.methodsNeedLevel).first()).toBeVisible();
    await expect(page.getByRole('button', { name: t.account.totp.start })).toBeDisabled();
    await attachScreenshot(page, testInfo, 'account-level-1');
  });

  await test.step('signs out', async () => {
    await signOut(page);
  });

  await test.step('password, then the passkey at once: level 2; the step-up names the password', async () => {
    // No level asked: the sign-in ends at 1 and steps up to the passkey from that session.
    await page.goto('/auth/login?return_to=/account');
    await page.getByLabel(t.login.email.label, { exact: true }).fill(email);
    await page.getByRole('button', { name: t.login.email.submit }).click();
    await page.getByLabel(t.login.password.label, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: t.login.password.submit }).click();
    const { carried, carriedBy } = t.journeys.stepUp;
    await expect(page.getByText(carried(carriedBy['identity:prehashed_password']))).toBeVisible();
    await expect(page.getByRole('heading', { name: t.login.passkey.heading })).toBeVisible();
    await page.getByRole('button', { name: t.login.passkey.submit }).click();
    await expectSession(page, 2, ['identity:prehashed_password', 'webauthn:webauthn']);
  });

  await test.step('at level 2, sets up an authenticator app and keeps the recovery codes', async () => {
    await page.getByRole('button', { name: t.account.totp.start }).click();
    await expect(page.getByRole('img', { name: t.account.totp.qrAlt })).toBeVisible();
    const uri = await page.getByText(/^otpauth:\/\/totp\//).textContent();
    totpSecret = new URL(uri ?? '').searchParams.get('secret') ?? '';
    totpStepUsed = totpTimeStep();
    await page
      .getByLabel(t.account.totp.codeLabel, { exact: true })
      .fill(totpCode(totpSecret, totpStepUsed));
    await page.getByRole('button', { name: t.account.totp.confirm }).click();
    const shownCodes = page.getByTestId('recovery-codes').locator('code');
    await expect(shownCodes).toHaveCount(10);
    recoveryCodes = await shownCodes.allTextContents();
    await page.getByRole('button', { name: t.account.totp.savedCodes }).click();
    await expect(page.getByText(t.account.totp.done)).toBeVisible();
    await expect(page.getByTestId('recovery-codes')).toHaveCount(0);
    await signOut(page);
  });

  await test.step('password and authenticator app: level 2', async () => {
    await startLevel2SignIn(page, email);
    // The app's code is asked beside the passkey: nothing to choose first.
    await attachScreenshot(page, testInfo, 'login-second-factor');
    // Each TOTP step is accepted once: the one after enrolment's, early by at most one step.
    const step = Math.max(totpTimeStep(), totpStepUsed + 1);
    await page.getByLabel(t.login.totp.label, { exact: true }).fill(totpCode(totpSecret, step));
    await expectSession(page, 2, ['identity:prehashed_password', 'totp:totp']);
    await expect(page.getByText('E2E laptop')).toBeVisible();
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoHorizontalScroll(page);
    await attachScreenshot(page, testInfo, 'account-level-2-360px');
    await page.setViewportSize({ width: 1280, height: 720 });
    await signOut(page);
  });

  await test.step('password and a recovery code: level 2', async () => {
    await startLevel2SignIn(page, email);
    await page.getByRole('button', { name: t.amr['totp:recovery'] }).click();
    // The step's section is named by its heading, which reads like the field's label.
    await page
      .getByRole('textbox', { name: t.login.recovery.label, exact: true })
      .fill(recoveryCodes[0] ?? '');
    await page.getByRole('button', { name: t.login.recovery.submit }).click();
    await expectSession(page, 2, ['identity:prehashed_password', 'totp:recovery']);
  });

  await test.step('requires the passkey at every sign-in, then no longer (level 2)', async () => {
    const mfa = page.getByRole('region', { name: t.account.mfa.heading, exact: true });
    const choice = mfa.getByLabel(t.account.mfa.label, { exact: true });
    await choice.selectOption({ label: t.account.mfa.options.webauthn });
    await mfa.getByRole('button', { name: t.account.mfa.save }).click();
    await expect(mfa.getByText(t.account.mfa.saved)).toBeVisible();
    await page.reload();
    await expect(choice).toHaveValue('webauthn');
    await choice.selectOption({ label: t.account.mfa.options.disabled });
    await mfa.getByRole('button', { name: t.account.mfa.save }).click();
    await expect(mfa.getByText(t.account.mfa.saved)).toBeVisible();
  });

  await test.step('changes the password after signing in with an emailed code', async () => {
    await signOut(page);
    await page.goto('/auth/login?return_to=/account&acr_values=2&prompt=login');
    await page.getByLabel(t.login.email.label, { exact: true }).fill(email);
    await page.getByRole('button', { name: t.login.email.submit }).click();
    await expect(page.getByRole('heading', { name: t.login.password.heading })).toBeVisible();
    await waitForNewCodeAllowed(email);
    const mailsBefore = (await readMailbox(email)).length;
    await page.getByRole('button', { name: t.amr['identity:emailed_code'] }).click();
    await page
      .getByLabel(t.login.emailedCode.label, { exact: true })
      .fill(await receiveSignInCode(email, mailsBefore));
    await page.getByRole('button', { name: t.login.passkey.submit }).click();
    await expectSession(page, 2, ['identity:emailed_code', 'webauthn:webauthn']);
    await page.getByLabel(t.account.password.newLabel, { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel(t.account.password.confirmLabel, { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: t.account.password.changeSubmit, exact: true }).click();
    await expect(page.getByText(t.account.password.changed)).toBeVisible();
    await signOut(page);
    await startLevel2SignIn(page, email, NEW_PASSWORD);
    await page.getByRole('button', { name: t.login.passkey.submit }).click();
    await expectSession(page, 2, ['identity:prehashed_password', 'webauthn:webauthn']);
  });

  // Argon2id's WebAssembly and the passkey ceremonies included.
  expect(cspViolations).toEqual([]);
});

test('a wrong emailed code is refused with a clear message', async ({ page }) => {
  const email = randomEmail('wrong-code');
  await page.goto('/auth/login?return_to=/account');
  await page.getByLabel(t.login.email.label, { exact: true }).fill(email);
  await page.getByRole('button', { name: t.login.email.submit }).click();
  await expect(page.getByRole('heading', { name: t.login.emailedCode.heading })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Send a new code \(in \d+ s\)$/ })).toBeDisabled();
  await page.getByLabel(t.login.emailedCode.label, { exact: true }).fill('000000');
  // A one in a million chance that 000000 is the code: the alert then never shows.
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(t.login.errors.codeInvalid);
  await expect(page.getByLabel(t.login.emailedCode.label, { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
});

/** From the account page: sign in again at level 2, up to the second factor. */
async function startLevel2SignIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/auth/login?return_to=/account&acr_values=2&prompt=login');
  await page.getByLabel(t.login.email.label, { exact: true }).fill(email);
  await page.getByRole('button', { name: t.login.email.submit }).click();
  await expect(page.getByRole('heading', { name: t.login.password.heading })).toBeVisible();
  await expect(page.getByText(t.login.progress(0, 2))).toBeVisible();
  await page.getByLabel(t.login.password.label, { exact: true }).fill(password);
  await page.getByRole('button', { name: t.login.password.submit }).click();
  await expect(page.getByText(t.login.progress(1, 2))).toBeVisible();
}

async function expectSession(page: Page, acr: number, amr: string[]) {
  await expect(page.getByTestId('acr')).toHaveText(String(acr));
  const shown = page.getByTestId('amr').locator('li');
  await expect(shown).toHaveCount(amr.length);
  for (const method of amr)
    await expect(shown.and(page.locator(`[data-amr="${method}"]`))).toHaveCount(1);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: t.account.signOut, exact: true }).click();
  await expect(page).toHaveURL(`${APP_ORIGIN}/`);
  expect(await page.evaluate(() => sessionStorage.getItem('coffer.csrf_token'))).toBeNull();
}
