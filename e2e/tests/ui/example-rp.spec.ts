import { expect, test, type Page } from '@playwright/test';
import { en as t } from '../../../apps/web/src/i18n/dictionaries/en';
import { expectPasskeyAdded } from '../../support/admin-dashboard';
import { APP_ORIGIN } from '../../support/e2e-settings';
import { expectExampleRpClaims, signInAtCofferWithEmailedCode } from '../../support/example-rp';
import { EXAMPLE_RP_NAME, EXAMPLE_RP_ORIGIN } from '../../support/example-rp-settings';
import { attachScreenshot, expectNoHorizontalScroll, randomEmail } from '../../support/pages';
import { addVirtualAuthenticator } from '../../support/virtual-authenticator';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The authorization request the example RP sends the browser to, while `action` runs. */
async function authorizationRequest(page: Page, action: () => Promise<void>) {
  const request = page.waitForRequest((candidate) =>
    candidate.url().startsWith(`${APP_ORIGIN}/oauth2/auth?`),
  );
  await action();
  return new URL((await request).url()).searchParams;
}

/** On Coffer's consent page: accept both legal scopes of the example RP. */
async function acceptConsent(page: Page) {
  await expect(
    page.getByRole('heading', { name: t.consent.heading(EXAMPLE_RP_NAME) }),
  ).toBeVisible();
  await page.getByLabel(t.consent.scopes.tos.label(EXAMPLE_RP_NAME), { exact: true }).check();
  await page
    .getByLabel(t.consent.scopes.privacy_policy.label(EXAMPLE_RP_NAME), { exact: true })
    .check();
  await page.getByRole('button', { name: t.consent.accept }).click();
}

test('the example RP signs a person in through Coffer with next-auth, then steps up to level 2', async ({
  page,
}, testInfo) => {
  // Three sign-ins, a passkey enrolment and a sign-out across two apps.
  test.setTimeout(90_000);
  const email = randomEmail('example-rp');
  const authenticator = await addVirtualAuthenticator(page);
  let subject = '';

  await test.step('signs in with a code mailed by Coffer: level 1', async () => {
    await page.goto(EXAMPLE_RP_ORIGIN);
    await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
    const parameters = await authorizationRequest(page, () =>
      page.getByRole('button', { name: 'Sign in with Coffer' }).click(),
    );
    expect(parameters.get('scope')).toBe('openid tos privacy_policy');
    expect(parameters.get('code_challenge_method')).toBe('S256');
    expect(parameters.get('nonce')).toBeTruthy();
    expect(parameters.get('acr_values')).toBeNull();
    await expect(page).toHaveURL(/\/login\?login_challenge=/);
    await expect(page.getByText(t.login.continueTo(EXAMPLE_RP_NAME))).toBeVisible();
    await signInAtCofferWithEmailedCode(page, email);
    await acceptConsent(page);
    await expect(page).toHaveURL(`${EXAMPLE_RP_ORIGIN}/`);
    await expect(page.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
    await expectExampleRpClaims(page, '1', ['identity:emailed_code']);
    subject = (await page.getByTestId('sub').textContent()) ?? '';
    expect(subject).toMatch(UUID);
  });

  await test.step('adds a passkey on Coffer’s account page (same Coffer session)', async () => {
    await page.goto(`${APP_ORIGIN}/auth/login?return_to=/account`);
    await expect(page).toHaveURL(`${APP_ORIGIN}/account`);
    await page.getByLabel(t.account.passkeys.nameLabel, { exact: true }).fill('E2E laptop');
    await page.getByRole('button', { name: t.account.passkeys.add }).click();
    await expectPasskeyAdded(page, 'E2E laptop');
    expect(await authenticator.credentialCount()).toBe(1);
  });

  await test.step('hears by the back channel that the step-up ended that Coffer session', async () => {
    // The passkey stepped the Coffer session up to level 2, replacing the session the example
    // RP signed in within: Coffer's logout token ends the RP's session (docs/oidc.md).
    await expect(async () => {
      await page.goto(EXAMPLE_RP_ORIGIN);
      await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    // The new Coffer session signs the app in again, at its level, without a page of Coffer's.
    await page.getByRole('button', { name: 'Sign in with Coffer' }).click();
    await expect(page.getByTestId('acr')).toHaveText('2');
    await expect(page.getByTestId('sub')).toHaveText(subject);
  });

  await test.step('asks for level 2: code and passkey again, no consent twice', async () => {
    await page.goto(EXAMPLE_RP_ORIGIN);
    await expect(page.getByTestId('acr')).toHaveText('2');
    // From the keyboard: the button takes the focus and Enter presses it.
    await page.getByRole('button', { name: 'Require level 2' }).focus();
    const parameters = await authorizationRequest(page, () => page.keyboard.press('Enter'));
    expect(parameters.get('acr_values')).toBe('2');
    expect(parameters.get('prompt')).toBe('login');
    await expect(page).toHaveURL(/\/login\?login_challenge=/);
    await signInAtCofferWithEmailedCode(page, email);
    await expect(page.getByText(t.login.progress(1, 2))).toBeVisible();
    await expect(page.getByRole('heading', { name: t.login.passkey.heading })).toBeVisible();
    await page.getByRole('button', { name: t.login.passkey.submit }).click();
    await expect(page).toHaveURL(`${EXAMPLE_RP_ORIGIN}/?requested_acr=2`);
    await expectExampleRpClaims(page, '2', ['identity:emailed_code', 'webauthn:webauthn']);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Level 2 was requested and reached.',
    );
    await expect(page.getByTestId('sub')).toHaveText(subject);
    await attachScreenshot(page, testInfo, 'example-rp-level-2');
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoHorizontalScroll(page);
    await attachScreenshot(page, testInfo, 'example-rp-level-2-360px');
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  await test.step('signs out of the example RP and of Coffer', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(`${EXAMPLE_RP_ORIGIN}/`);
    await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
    // Coffer's session ended too (RP-initiated logout): signing in asks who you are again.
    await page.getByRole('button', { name: 'Sign in with Coffer' }).click();
    await expect(page).toHaveURL(/\/login\?login_challenge=/);
    await expect(page.getByLabel(t.login.email.label, { exact: true })).toBeVisible();
  });
});

test('the example RP refuses an answer whose state it did not send', async ({ page }) => {
  // The authorization request leaves with another state than the one next-auth keeps in
  // its cookie; Coffer echoes it; the callback must be refused and no session made.
  test.setTimeout(45_000);
  await page.route(`${APP_ORIGIN}/oauth2/auth?**`, async (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('state', `${url.searchParams.get('state') ?? ''}-tampered`);
    await route.continue({ url: url.toString() });
  });
  await page.goto(EXAMPLE_RP_ORIGIN);
  await page.getByRole('button', { name: 'Sign in with Coffer' }).click();
  await expect(page).toHaveURL(/\/login\?login_challenge=/);
  await page.unrouteAll();
  await signInAtCofferWithEmailedCode(page, randomEmail('example-rp-state'));
  await acceptConsent(page);
  // next-auth sends a refused callback back to the sign-in page (the RP's home) with a code.
  await expect(page).toHaveURL(new RegExp(`^${EXAMPLE_RP_ORIGIN}/\\?.*error=OAuthCallback`));
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('could not be verified');
  await expect(page.getByTestId('acr')).toHaveCount(0);
  await page.goto(EXAMPLE_RP_ORIGIN);
  await expect(page.getByTestId('acr')).toHaveCount(0);
  // Only the state was wrong: the same request untouched signs in (Coffer's session and
  // the consent are reused, so no page of Coffer's shows).
  await page.getByRole('button', { name: 'Sign in with Coffer' }).click();
  await expectExampleRpClaims(page, '1', ['identity:emailed_code']);
});
