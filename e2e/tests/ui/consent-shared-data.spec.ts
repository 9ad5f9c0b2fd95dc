import { expect, test } from '@playwright/test';
import { en as t } from '../../../apps/web/src/i18n/dictionaries/en';
import { attachScreenshot, randomEmail, signInWithEmailedCode } from '../../support/pages';
import { authorizationUrl, relyingParty } from '../../support/relying-party';

const consent = t.accountPages.consent;

test('the consent page says what the client receives, and "not you" lets another account finish the same request', async ({
  page,
}, testInfo) => {
  const client = await relyingParty();
  const first = randomEmail('consent-first');
  const second = randomEmail('consent-second');
  await page.goto(authorizationUrl(client, 'state-not-you'));
  await signInWithEmailedCode(page, t, first);
  await expect(page).toHaveURL(/\/consent\?consent_challenge=/);

  await test.step('what is shared, scope by scope, and what is not', async () => {
    const shared = page.getByTestId('consent-shared');
    await expect(
      shared.getByRole('heading', { name: consent.sharedHeading(client.name) }),
    ).toBeVisible();
    await expect(shared.getByText(consent.shared.openid)).toBeVisible();
    await expect(shared.getByText(consent.shared.tos)).toBeVisible();
    await expect(shared.getByText(consent.shared.privacy_policy)).toBeVisible();
    await expect(shared.getByText(consent.notShared)).toBeVisible();
    await expect(page.getByText(consent.notYou(first))).toBeVisible();
    await attachScreenshot(page, testInfo, 'consent-page');
  });

  await test.step('not you: signed out, and the sign-in starts again for the same request', async () => {
    await page.getByRole('button', { name: consent.useAnother }).click();
    await expect(page).toHaveURL(/\/login\?login_challenge=/);
    await expect(page.getByText(t.login.continueTo(client.name))).toBeVisible();
    await signInWithEmailedCode(page, t, second);
    await expect(page).toHaveURL(/\/consent\?consent_challenge=/);
    await expect(page.getByText(consent.notYou(second))).toBeVisible();
  });

  await test.step('the other account agrees and the client gets its code, with its state', async () => {
    await page.getByLabel(t.consent.scopes.tos.label(client.name), { exact: true }).check();
    await page
      .getByLabel(t.consent.scopes.privacy_policy.label(client.name), { exact: true })
      .check();
    const callback = page.waitForRequest((request) => request.url().startsWith(client.redirectUri));
    await page.getByRole('button', { name: t.consent.accept }).click();
    const parameters = new URL((await callback).url()).searchParams;
    expect(parameters.get('code')).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(parameters.get('state')).toBe('state-not-you');
  });
});
