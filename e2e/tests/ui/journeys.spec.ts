import { expect, test, type Page } from '@playwright/test';
import { en as t } from '../../../apps/web/src/i18n/dictionaries/en';
import { enrolPasskey, signInAtLevel1, waitForNewCodeAllowed } from '../../support/admin-dashboard';
import { APP_ORIGIN } from '../../support/e2e-settings';
import { readMailbox, receiveSignInCode } from '../../support/mailbox';
import { organizationServer } from '../../support/organization-server';
import {
  attachFrenchScreenshot,
  attachScreenshot,
  newPerson,
  randomEmail,
  sessionAcr,
  signInWithEmailedCode,
} from '../../support/pages';
import { countUserActions } from '../../support/user-actions';
import { addVirtualAuthenticator, watchPasskeyRequests } from '../../support/virtual-authenticator';

const TEXT = 'Welcome to Acme Lettings: your lease is ready to sign.';

/** On the login page at its emailed-code step: the code this address just received. */
async function typeReceivedCode(page: Page, email: string, mailsBefore: number) {
  await expect(page.getByRole('heading', { name: t.login.emailedCode.heading })).toBeVisible();
  await page
    .getByLabel(t.login.emailedCode.label, { exact: true })
    .fill(await receiveSignInCode(email, mailsBefore));
}

test('first five minutes: from the invitation link to the first message in 3 actions', async ({
  browser,
}, testInfo) => {
  // An organization's set-up, a sign-in and a step-up on a loaded machine: counted, not timed.
  test.setTimeout(240_000);
  const email = randomEmail('newcomer');
  const organization = await organizationServer('Acme Lettings');
  const box = await organization.openBox('Your lease', email);
  await organization.postText(box, TEXT);
  const page = await newPerson(browser);
  await addVirtualAuthenticator(page, { prf: true });
  const actions = await countUserActions(page);

  await page.goto(box.link);
  await expect(page).toHaveURL(/\/login\?login_challenge=/);
  // Who opened which box, and the email it was opened for.
  await expect(
    page.getByText(t.journeys.invitation.loginContext('Acme Lettings', 'Your lease')),
  ).toBeVisible();
  await expect(page.getByLabel(t.login.email.label, { exact: true })).toHaveValue(email);
  await attachScreenshot(page, testInfo, 'link-page');
  await page.getByRole('button', { name: t.login.email.submit }).click();
  await typeReceivedCode(page, email, 0);

  await expect(page).toHaveURL(`${APP_ORIGIN}/boxes/${box.boxId}`);
  const create = page.getByRole('button', { name: t.journeys.passkeyNow.create });
  await expect(create).toBeVisible();
  await attachScreenshot(page, testInfo, 'inline-passkey');
  await create.click();

  // The step-up goes on from the emailed code, and the passkey just created counts as its
  // passkey: no sign-in page, no second ceremony, straight back to the box at level 2.
  await expect(page).toHaveURL(`${APP_ORIGIN}/boxes/${box.boxId}`);
  await expect(page.getByText(TEXT)).toBeVisible();
  expect(await readMailbox(email)).toHaveLength(1);
  // Continue, the code's field (its sixth digit sends it), Create a passkey and continue.
  expect(actions.count()).toBeGreaterThan(0);
  expect(actions.count()).toBeLessThanOrEqual(3);
  expect(await sessionAcr(page)).toBe(2);
  testInfo.annotations.push({ type: 'actions', description: String(actions.count()) });
});

test('daily: a person with a passkey types the email while the autofill waits, lands on the inbox at level 2, opens a box; later, "Sign in with a passkey" ends the autofill and signs in without the email', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const email = randomEmail('daily');
  const organization = await organizationServer('Acme Lettings');
  await organization.openBox('Your lease', email);
  const page = await newPerson(browser);
  const authenticator = await addVirtualAuthenticator(page, { discoverable: true });
  await signInAtLevel1(page, email, '/account');
  await enrolPasskey(page, 'Laptop');
  const requests = await watchPasskeyRequests(page);
  // The next day: no session of any kind, the passkey still on the device. The person does not
  // pick it in the email field's autofill: the autofill's request waits.
  await page.context().clearCookies();
  await authenticator.answerByItself(false);
  await waitForNewCodeAllowed(email);
  const mailsBefore = (await readMailbox(email)).length;

  // The home page's passkey way: the sign-in page, whose email field offers the passkey.
  await page.goto('/');
  await page.getByRole('link', { name: t.home.withPasskey }).click();
  await expect.poll(() => requests.list()).toEqual([{ mediation: 'conditional', outcome: null }]);
  await page.getByLabel(t.login.email.label, { exact: true }).fill(email);
  await page.getByRole('button', { name: t.login.email.submit }).click();
  // Naming the email ends the autofill's request: the passkey step's own can then be made.
  await expect
    .poll(() => requests.list())
    .toEqual([{ mediation: 'conditional', outcome: 'AbortError' }]);
  await authenticator.answerByItself(true);
  await typeReceivedCode(page, email, mailsBefore);
  await page.getByRole('button', { name: t.login.passkey.submit }).click();

  await expect(page).toHaveURL(`${APP_ORIGIN}/inbox`);
  expect(await sessionAcr(page)).toBe(2);
  await page.getByRole('link', { name: 'Your lease' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your lease' })).toBeVisible();

  // Another day: the passkey alone names the person (a discoverable passkey), no email typed;
  // the emailed code then completes level 2 from that session. The button's request is made
  // only once the autofill's has ended, or the browser would refuse it (one at a time): its
  // options are held until then.
  await page.context().clearCookies();
  await authenticator.answerByItself(false);
  await waitForNewCodeAllowed(email);
  const mailsBeforePasskey = (await readMailbox(email)).length;
  const earlier = requests.list().length;
  let optionsMayAnswer!: () => void;
  const optionsHeld = new Promise<void>((resolve) => (optionsMayAnswer = resolve));
  let optionsAsked = 0;
  await page.route(
    (url) => url.pathname.includes('auth.startPasskeySignIn'),
    async (route) => {
      optionsAsked += 1;
      // The autofill's options pass; the button's wait.
      if (optionsAsked > 1) await optionsHeld;
      await route.continue();
    },
  );
  await page.goto('/auth/login?return_to=/inbox');
  await expect
    .poll(() => requests.list().slice(earlier))
    .toEqual([{ mediation: 'conditional', outcome: null }]);
  await page.getByRole('button', { name: t.login.passkey.withoutEmail }).click();
  await expect
    .poll(() => requests.list().slice(earlier))
    .toEqual([{ mediation: 'conditional', outcome: 'AbortError' }]);
  await authenticator.answerByItself(true);
  optionsMayAnswer();
  const { carried, carriedBy } = t.journeys.stepUp;
  await expect(page.getByText(carried(carriedBy['webauthn:webauthn']))).toBeVisible();
  expect(requests.list().slice(earlier)).toEqual([
    { mediation: 'conditional', outcome: 'AbortError' },
    { mediation: 'modal', outcome: 'answered' },
  ]);
  await typeReceivedCode(page, email, mailsBeforePasskey);
  await expect(page).toHaveURL(`${APP_ORIGIN}/inbox`);
  expect(await sessionAcr(page)).toBe(2);
});

test('passkey autofill: with a discoverable passkey, opening the login page signs in with it, nothing typed; the emailed code then completes level 2', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const email = randomEmail('autofill');
  const page = await newPerson(browser);
  await addVirtualAuthenticator(page, { discoverable: true });
  await signInAtLevel1(page, email, '/account');
  await enrolPasskey(page, 'Laptop');
  await page.context().clearCookies();
  await waitForNewCodeAllowed(email);
  const mailsBefore = (await readMailbox(email)).length;
  const actions = await countUserActions(page);
  const requests = await watchPasskeyRequests(page);

  await page.goto('/auth/login?return_to=/inbox');
  // Chromium's virtual authenticator answers the autofill's request at once, as the person
  // picking the passkey in the email field's list would (a pick in the browser's own list,
  // not an action on the page).
  const { carried, carriedBy } = t.journeys.stepUp;
  await expect(page.getByText(carried(carriedBy['webauthn:webauthn']))).toBeVisible();
  expect(requests.list()).toEqual([{ mediation: 'conditional', outcome: 'answered' }]);
  expect(actions.count()).toBe(0);
  await typeReceivedCode(page, email, mailsBefore);
  await expect(page).toHaveURL(`${APP_ORIGIN}/inbox`);
  expect(await sessionAcr(page)).toBe(2);
  // The code's field, which its sixth digit sends: the email was never typed.
  expect(actions.count()).toBe(1);
});

test('dead end: the passkey is on another device; the page offers to go on without it', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const email = randomEmail('elsewhere');
  const phone = await newPerson(browser);
  await addVirtualAuthenticator(phone);
  await signInAtLevel1(phone, email, '/account');
  await enrolPasskey(phone, 'Phone');

  const laptop = await newPerson(browser);
  await waitForNewCodeAllowed(email);
  const mailsBefore = (await readMailbox(email)).length;
  await laptop.goto('/account');
  await expect(laptop).toHaveURL(/\/login\?login_challenge=/);
  await laptop.getByLabel(t.login.email.label, { exact: true }).fill(email);
  await laptop.getByRole('button', { name: t.login.email.submit }).click();
  await typeReceivedCode(laptop, email, mailsBefore);
  await expect(laptop.getByRole('heading', { name: t.login.passkey.heading })).toBeVisible();
  // No other method exists: none is offered, and the next step is named instead.
  await expect(laptop.getByRole('heading', { name: t.login.otherMethods })).toHaveCount(0);
  await expect(laptop.getByText(t.journeys.stepUp.passkeyElsewhere)).toBeVisible();
  await laptop.getByRole('link', { name: t.journeys.stepUp.continueWithout }).click();
  await expect(laptop).toHaveURL(`${APP_ORIGIN}/account`);
  await expect(laptop.getByRole('button', { name: t.account.signOut, exact: true })).toBeVisible();
});

test('a reload keeps the code step; back into the spent sign-in page goes on to the same place, or signs in again', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const email = randomEmail('spent');
  const page = await newPerson(browser);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?login_challenge=/);
  const spentPage = page.url();
  await page.getByLabel(t.login.email.label, { exact: true }).fill(email);
  await page.getByRole('button', { name: t.login.email.submit }).click();
  await expect(page.getByRole('heading', { name: t.login.emailedCode.heading })).toBeVisible();
  // A reload keeps the code step and its email; no second code is mailed.
  await page.reload();
  await expect(page.getByText(t.login.emailedCode.sent(email))).toBeVisible();
  await typeReceivedCode(page, email, 0);
  await expect(page).toHaveURL(`${APP_ORIGIN}/account`);
  expect(await readMailbox(email)).toHaveLength(1);

  // The back button: the challenge was used up when its code was handed over.
  await page.goBack();
  await expect(page).toHaveURL(spentPage);
  await expect(page.getByRole('heading', { name: t.journeys.spent.signedInTitle })).toBeVisible();
  await page.getByRole('link', { name: t.journeys.spent.goOn }).click();
  await expect(page).toHaveURL(`${APP_ORIGIN}/account`);

  // Signed out only in the app (the provider session holds): a new sign-in, straight back.
  // Off /account first: its next request without the cookie would send it to the sign-in
  // page by itself, racing (net::ERR_ABORTED) the navigation below.
  await page.goto('about:blank');
  await page.context().clearCookies({ name: 'accesstoken' });
  await page.goto(spentPage);
  await expect(page.getByRole('heading', { name: t.flowProblem.notFoundTitle })).toBeVisible();
  await page.getByRole('link', { name: t.journeys.spent.signInAgain }).click();
  await expect(page).toHaveURL(`${APP_ORIGIN}/account`);
});

test('dead end: signed in with the wrong email, "switch account" starts again for the same box', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const rightEmail = randomEmail('right');
  const wrongEmail = randomEmail('wrong');
  const organization = await organizationServer('Acme Lettings');
  const box = await organization.openBox('Your lease', rightEmail);
  const page = await newPerson(browser);
  await signInAtLevel1(page, wrongEmail, `/boxes/${box.boxId}`);
  await expect(page.getByRole('heading', { name: t.account.raise.heading })).toBeVisible();
  await expect(page.getByText(t.journeys.switchAccount.signedInAs(wrongEmail))).toBeVisible();
  await page.getByRole('button', { name: t.journeys.switchAccount.action }).click();

  await expect(page).toHaveURL(/\/login\?login_challenge=/);
  await expect(page.getByLabel(t.login.email.label, { exact: true })).toHaveValue('');
  await page.getByLabel(t.login.email.label, { exact: true }).fill(rightEmail);
  await page.getByRole('button', { name: t.login.email.submit }).click();
  await typeReceivedCode(page, rightEmail, 0);
  await expect(page).toHaveURL(`${APP_ORIGIN}/boxes/${box.boxId}`);
  await expect(page.getByText(t.journeys.switchAccount.signedInAs(rightEmail))).toBeVisible();
});

test('a passkey added on /account steps up with it at once: one ceremony, back on /account at level 2', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const email = randomEmail('account-passkey');
  const page = await newPerson(browser);
  await addVirtualAuthenticator(page);
  await signInAtLevel1(page, email, '/account');
  const actions = await countUserActions(page);
  const assertions = await watchPasskeyRequests(page);
  // The list (which says the page needs level 2) answers only once "Add" is pressed: a quick
  // person must not miss the step-up. (Its request may carry other calls: a batch.)
  let answerList!: () => void;
  const listMayAnswer = new Promise<void>((resolve) => (answerList = resolve));
  await page.route(
    (url) => url.pathname.includes('webauthnCredentials.listWebauthnCredentials'),
    async (route) => {
      await listMayAnswer;
      await route.continue();
    },
  );
  await page.goto('/account');
  await page.getByLabel(t.account.passkeys.nameLabel, { exact: true }).fill('Laptop');
  const saved = page.waitForResponse((response) =>
    response.url().includes('webauthnCredentials.finishWebauthnRegistration'),
  );
  await page.getByRole('button', { name: t.account.passkeys.add }).click();
  answerList();
  const registration = await saved;
  expect(registration.status()).toBe(200);
  // Said to continue a sign-in: the step-up counts the new passkey as its own.
  expect(registration.request().postData()).toContain('"step_up":true');
  await expect(page).toHaveURL(`${APP_ORIGIN}/account`);
  await expect(page.getByText('Laptop', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: t.account.raise.heading })).toHaveCount(0);
  expect(await sessionAcr(page)).toBe(2);
  // One ceremony, the registration: no passkey was asked for afterwards.
  expect(assertions.list()).toEqual([]);
  // One emailed code in all: the step-up used the session's.
  expect(await readMailbox(email)).toHaveLength(1);
  // The name and "Add": nothing else was filled, clicked or submitted.
  expect(actions.count()).toBe(2);
});

test('signed in, every page says who: the inbox by default, no token in the address, and "use another account" back to the same page', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = randomEmail('header');
  const otherEmail = randomEmail('header-other');
  const page = await newPerson(browser);
  // No return address: the inbox, not the signed-out home page.
  await page.goto('/auth/login');
  await signInWithEmailedCode(page, t, email);
  await expect(page).toHaveURL(`${APP_ORIGIN}/inbox`);
  const menu = page.getByRole('banner').locator('summary');
  await expect(menu).toHaveText(email.split('@')[0] ?? '');

  // The home page calls no API of its own: the header still takes the token out of the address.
  await page.goto('/auth/login?return_to=/');
  await expect(page).toHaveURL(`${APP_ORIGIN}/`);
  expect(await page.evaluate(() => window.location.hash)).toBe('');
  await menu.click();
  await expect(page.getByText(t.journeys.sessionMenu.signedInAs(email))).toBeVisible();
  await attachScreenshot(page, testInfo, 'session-menu');
  await attachFrenchScreenshot(
    page,
    testInfo,
    'session-menu',
    (words) => page.getByText(words.journeys.sessionMenu.signedInAs(email)),
    () => menu,
  );
  await page.getByRole('button', { name: t.journeys.sessionMenu.anotherAccount }).click();

  await expect(page).toHaveURL(/\/login\?login_challenge=/);
  await expect(page.getByLabel(t.login.email.label, { exact: true })).toHaveValue('');
  await page.getByLabel(t.login.email.label, { exact: true }).fill(otherEmail);
  await page.getByRole('button', { name: t.login.email.submit }).click();
  await typeReceivedCode(page, otherEmail, 0);
  await expect(page).toHaveURL(`${APP_ORIGIN}/`);
  await expect(menu).toHaveText(otherEmail.split('@')[0] ?? '');
});
