/**
 * The sign-in's last dead ends of issue 14 (docs/authentication.md#no-dead-ends): each test
 * reaches the page and follows the step it offers to a signed-in destination.
 */
import { expect, test } from '@playwright/test';
import { en as t } from '../../../apps/web/src/i18n/dictionaries/en';
import { seriousAxeViolations } from '../../support/accessibility';
import { APP_ORIGIN } from '../../support/e2e-settings';
import { readMailbox, receiveSignInCode } from '../../support/mailbox';
import { organizationServer } from '../../support/organization-server';
import { newPerson, randomEmail, sessionAcr } from '../../support/pages';
import { addVirtualAuthenticator } from '../../support/virtual-authenticator';
import { signInThroughApi } from '../../support/api-sign-in';

/** Any 6-digit code but `code`. */
function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

test('lockout on the emailed code: the page says when a new code can be sent, and that code signs in', async ({
  browser,
}) => {
  // The lock lasts AUTH_LOCK_BASE_SECONDS (20 s in this run): the test waits for it, as the person does.
  test.setTimeout(300_000);
  const email = randomEmail('lockout');
  const page = await newPerson(browser);
  await page.goto(`/auth/login?${new URLSearchParams({ return_to: '/account' }).toString()}`);
  await page.getByLabel(t.login.email.label, { exact: true }).fill(email);
  await page.getByRole('button', { name: t.login.email.submit }).click();
  await expect(page.getByRole('heading', { name: t.login.emailedCode.heading })).toBeVisible();
  const wrong = wrongCode(await receiveSignInCode(email));

  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const answered = page.waitForResponse((response) =>
      response.url().includes('auth.performAuthnStep'),
    );
    // The sixth digit sends the code: once the last try is over (the button enabled again),
    // the field is emptied and the same wrong code typed anew.
    await expect(page.getByRole('button', { name: t.login.emailedCode.submit })).toBeEnabled();
    await page.getByLabel(t.login.emailedCode.label, { exact: true }).clear();
    await page.getByLabel(t.login.emailedCode.label, { exact: true }).fill(wrong);
    expect((await answered).status()).toBe(attempt < 5 ? 403 : 429);
  }

  // What is left, named: a new code and when, another account; no other method exists.
  const lockout = page.getByRole('region', { name: t.signin.codeLockout.heading });
  await expect(lockout).toBeVisible();
  await expect(lockout.getByText(/^You can ask for a new code at .+ \(in .+\)\.$/)).toBeVisible();
  await expect(
    lockout.getByRole('button', { name: t.signin.codeLockout.anotherAccount }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: t.login.otherMethods })).toHaveCount(0);
  const resend = lockout.getByRole('button', { name: t.signin.codeLockout.resend });
  await expect(resend).toBeDisabled();
  expect(await seriousAxeViolations(page, 'code lockout')).toEqual([]);

  await expect(lockout.getByText(t.signin.codeLockout.now)).toBeVisible({ timeout: 90_000 });
  await resend.click();
  const code = await receiveSignInCode(email, 1);
  await page.getByLabel(t.login.emailedCode.label, { exact: true }).fill(code);
  await expect(page).toHaveURL(`${APP_ORIGIN}/account`);
  await expect(page.getByRole('button', { name: t.account.signOut })).toBeVisible();
  expect(await readMailbox(email)).toHaveLength(2);
});

test('the level prompt of a box names the box and its organization, and a passkey created there opens the box', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const email = randomEmail('box-prompt');
  const organization = await organizationServer('Acme Lettings');
  const box = await organization.openBox('Your lease', email);
  await organization.postText(box, 'Your lease is ready.');
  const page = await newPerson(browser);
  await addVirtualAuthenticator(page, { prf: true });
  await page.goto(box.link);
  await expect(page).toHaveURL(/\/login\?login_challenge=/);
  await page.getByRole('button', { name: t.login.email.submit }).click();
  await page
    .getByLabel(t.login.emailedCode.label, { exact: true })
    .fill(await receiveSignInCode(email));

  await expect(page).toHaveURL(`${APP_ORIGIN}/boxes/${box.boxId}`);
  const prompt = page.getByRole('region', { name: t.account.raise.heading });
  await expect(
    prompt.getByText(t.signin.boxPrompt.context('Acme Lettings', 'Your lease')),
  ).toBeVisible();
  // One ceremony: the passkey created counts as the step-up's (docs/authentication.md).
  await prompt.getByRole('button', { name: t.journeys.passkeyNow.create }).click();
  await expect(page).toHaveURL(`${APP_ORIGIN}/boxes/${box.boxId}`);
  await expect(page.getByText('Your lease is ready.')).toBeVisible();
});

test('a step-up with no second method says so, and offers a passkey right there that completes it', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const email = randomEmail('no-second-method');
  const page = await newPerson(browser);
  await addVirtualAuthenticator(page, { prf: true });
  await signInThroughApi(page, email, '/account');
  await page.getByRole('link', { name: t.account.raise.action, exact: true }).first().click();

  await expect(page).toHaveURL(/\/login\?login_challenge=/);
  const offer = page.getByRole('navigation', { name: t.signin.noSecondMethod.heading });
  await expect(offer.getByText(t.journeys.stepUp.noMethod)).toBeVisible();
  await expect(
    offer.getByRole('link', { name: t.journeys.stepUp.continueWithout }),
  ).toHaveAttribute('href', '/account');
  await expect(offer.getByRole('link', { name: t.journeys.stepUp.switchAccount })).toBeVisible();
  // No code was mailed for this step-up: a second one would prove nothing new.
  expect(await readMailbox(email)).toHaveLength(1);
  expect(await seriousAxeViolations(page, 'step-up without a second method')).toEqual([]);

  // The step-up starts again from the session, and counts the passkey just created: no
  // second ceremony (docs/authentication.md#a-passkey-created-during-a-sign-in-counts-once).
  await offer.getByRole('button', { name: t.journeys.passkeyNow.create }).click();
  await expect(page).toHaveURL(`${APP_ORIGIN}/account`);
  await expect(page.getByRole('heading', { name: t.account.raise.heading })).toHaveCount(0);
  expect(await sessionAcr(page)).toBe(2);
  expect(await readMailbox(email)).toHaveLength(1);
});
