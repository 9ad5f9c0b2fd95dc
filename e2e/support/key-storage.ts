/**
 * The key storage's journeys (docs/key-model.md) driven like a person would: a person with a
 * password, a passkey that gives PRF results, and their key storage set up on /account; and
 * a log of every request a journey's browsers send, to search for the secrets the test knows.
 */
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { en as t } from '../../apps/web/src/i18n/dictionaries/en';
import { section, waitForNewCodeAllowed } from './admin-dashboard';
import { addPasskeyThroughApi, signInThroughApi } from './api-sign-in';
import { readMailbox, receiveSignInCode } from './mailbox';
import { APP_ORIGIN } from './e2e-settings';
import { nextTotpCode, totpCode, totpTimeStep, type Totp } from './totp';
import { addVirtualAuthenticator } from './virtual-authenticator';

export const PASSWORD = 'correct horse battery staple';

/**
 * One device of a person: its own browser context, with a PRF-capable authenticator unless
 * the journey adds its own.
 */
export async function newDevice(
  browser: Browser,
  log?: RequestLog,
  { authenticator = true } = {},
): Promise<Page> {
  const context = await browser.newContext({ baseURL: APP_ORIGIN });
  log?.watch(context);
  const page = await context.newPage();
  if (authenticator) authenticators.set(page, await addVirtualAuthenticator(page, { prf: true }));
  return page;
}

const authenticators = new WeakMap<Page, Awaited<ReturnType<typeof addVirtualAuthenticator>>>();

/** The virtual authenticator newDevice gave this page. */
export function authenticatorOf(page: Page) {
  const authenticator = authenticators.get(page);
  if (!authenticator) throw new Error('this page was made without an authenticator');
  return authenticator;
}

/** A new sign-in asking for level 2, landing on `returnTo`, up to its first method. */
async function startLevel2SignIn(page: Page, email: string, returnTo: string) {
  const query = new URLSearchParams({ return_to: returnTo, acr_values: '2', prompt: 'login' });
  await page.goto(`/auth/login?${query.toString()}`);
  await page.getByLabel(t.login.email.label, { exact: true }).fill(email);
  await page.getByRole('button', { name: t.login.email.submit }).click();
}

async function enterPassword(page: Page, password: string) {
  await page.getByLabel(t.login.password.label, { exact: true }).fill(password);
  await page.getByRole('button', { name: t.login.password.submit }).click();
}

/** Password and passkey: level 2 without another emailed code. */
export async function signInWithPasswordAndPasskey(
  page: Page,
  email: string,
  returnTo: string,
  password = PASSWORD,
) {
  await startLevel2SignIn(page, email, returnTo);
  await enterPassword(page, password);
  await page.getByRole('button', { name: t.login.passkey.submit }).click();
  await expect(page).toHaveURL(`${APP_ORIGIN}${returnTo}`);
}

/** On /account: sets up an authenticator app, and keeps its recovery codes aside. */
export async function setUpTotp(page: Page): Promise<Totp> {
  return (await setUpTotpWithRecoveryCodes(page)).totp;
}

/** On /account: sets up an authenticator app, and reads its ten recovery codes before saying they are kept. */
export async function setUpTotpWithRecoveryCodes(
  page: Page,
): Promise<{ totp: Totp; recoveryCodes: string[] }> {
  await page.getByRole('button', { name: t.account.totp.start }).click();
  const uri = await page.getByText(/^otpauth:\/\/totp\//).textContent();
  const secret = new URL(uri ?? '').searchParams.get('secret') ?? '';
  const usedStep = totpTimeStep();
  await page.getByLabel(t.account.totp.codeLabel, { exact: true }).fill(totpCode(secret, usedStep));
  await page.getByRole('button', { name: t.account.totp.confirm }).click();
  const shown = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(shown).toHaveCount(10);
  const recoveryCodes = (await shown.allTextContents()).map((code) => code.trim());
  await page.getByRole('button', { name: t.account.totp.savedCodes }).click();
  await expect(page.getByText(t.account.totp.done)).toBeVisible();
  return { totp: { secret, usedStep }, recoveryCodes };
}

/**
 * Password and authenticator app: level 2 on a device without the passkey. Each code is
 * accepted once, so this waits for the step after the last one used.
 */
export async function signInWithPasswordAndTotp(
  page: Page,
  email: string,
  totp: Totp,
  returnTo: string,
  password = PASSWORD,
) {
  await startLevel2SignIn(page, email, returnTo);
  await enterPassword(page, password);
  // The password step is done (hashed, sent, accepted); the app's code is asked beside the
  // passkey, which this device may not hold.
  await expect(page.getByText(t.login.progress(1, 2))).toBeVisible();
  await enterNextTotpCode(page, totp);
  await expect(page).toHaveURL(`${APP_ORIGIN}${returnTo}`);
}

/**
 * Emailed code and authenticator app: level 2 for a person who forgot their password, which
 * lets them choose a new one on /account (docs/authentication.md).
 */
export async function signInWithEmailedCodeAndTotp(
  page: Page,
  email: string,
  totp: Totp,
  returnTo: string,
) {
  await startLevel2SignIn(page, email, returnTo);
  await waitForNewCodeAllowed(email);
  const mailsBefore = (await readMailbox(email)).length;
  await page.getByRole('button', { name: t.amr['identity:emailed_code'] }).click();
  await page
    .getByLabel(t.login.emailedCode.label, { exact: true })
    .fill(await receiveSignInCode(email, mailsBefore));
  await expect(page.getByText(t.login.progress(1, 2))).toBeVisible();
  await enterNextTotpCode(page, totp);
  await expect(page).toHaveURL(`${APP_ORIGIN}${returnTo}`);
}

async function enterNextTotpCode(page: Page, totp: Totp) {
  await page.getByLabel(t.login.totp.label, { exact: true }).fill(await nextTotpCode(totp));
}

/** On /account: chooses the account's password (the identity has no account yet). */
export async function choosePassword(page: Page, password = PASSWORD) {
  await page.getByLabel(t.account.password.newLabel, { exact: true }).fill(password);
  await page.getByLabel(t.account.password.confirmLabel, { exact: true }).fill(password);
  await page.getByRole('button', { name: t.account.password.submit }).click();
  await expect(page.getByText(t.account.password.created)).toBeVisible();
}

/** On /account at level 2: sets the key storage up with the password; its recovery key. */
export async function setUpKeysWithPassword(page: Page, password = PASSWORD): Promise<string> {
  const keys = section(page, t.keys.heading);
  await keys.getByLabel(t.keys.setUp.passwordLabel, { exact: true }).fill(password);
  await keys.getByRole('button', { name: t.keys.setUp.withPassword }).click();
  return keepRecoveryKey(page);
}

/** The recovery key shown once: read, then confirmed as saved. */
export async function keepRecoveryKey(page: Page): Promise<string> {
  const shown = page.getByTestId('recovery-key');
  await expect(shown).toBeVisible();
  const recoveryKey = (await shown.textContent()) ?? '';
  expect(recoveryKey).toMatch(/^[A-Z2-7]{4}(-[A-Z2-7]{2,4})+$/);
  await page.getByRole('button', { name: t.keys.recovery.saved }).click();
  await expect(shown).toHaveCount(0);
  return recoveryKey;
}

/**
 * A new person with keys: emailed code, a password, a passkey, then password and passkey
 * (level 2), and the key storage set up with the password on this device.
 */
export async function personWithKeys(page: Page, email: string) {
  await signInThroughApi(page, email, '/account');
  await choosePassword(page);
  await addPasskeyThroughApi(page, 'Laptop', '/account');
  await signInWithPasswordAndPasskey(page, email, '/account');
  return setUpKeysWithPassword(page);
}

/**
 * On /account: the box's key is in the key storage, not only in this browser (a key got by a
 * link is uploaded as soon as the storage is unlocked, which may be after the box shows).
 */
export async function expectKeyStored(page: Page, title: string) {
  await page.goto('/account');
  const readable = page.getByTestId('box-readability').getByRole('listitem');
  await expect(readable.filter({ hasText: title })).toContainText(t.keys.boxes.stored);
}

/** On a page that reads boxes: unlocks the key storage with the password. */
export async function unlockWithPassword(page: Page, password = PASSWORD) {
  const unlock = page.getByRole('region', { name: t.keys.unlock.heading });
  await unlock.getByLabel(t.keys.unlock.passwordLabel, { exact: true }).fill(password);
  await unlock.getByRole('button', { name: t.keys.unlock.submit }).click();
  await expect(unlock).toHaveCount(0);
}

type LoggedRequest = { url: string; headers: string; body: string };

/** Every request the watched browser contexts send: URL, headers and body. */
export class RequestLog {
  readonly requests: LoggedRequest[] = [];

  watch(context: BrowserContext) {
    context.on('request', (request) => {
      const log = (headers: Record<string, string>) => {
        this.requests.push({
          url: request.url(),
          headers: JSON.stringify(headers),
          body: request.postDataBuffer()?.toString('latin1') ?? '',
        });
      };
      // A request the closing context cuts (a page's polling as the test ends) has no full
      // headers any more: its provisional ones are still checked.
      void request.allHeaders().then(log, () => log(request.headers()));
    });
  }

  /** The requests that carry `secret` (or its spellings) anywhere: there must be none. */
  carrying(secret: string): string[] {
    const spellings = spellingsOf(secret);
    return this.requests
      .filter((request) =>
        spellings.some((spelling) =>
          [request.url, request.headers, request.body].some((part) => part.includes(spelling)),
        ),
      )
      .map((request) => request.url);
  }
}

/** The secret as text, and its bytes in the other encodings a page could send them in. */
function spellingsOf(secret: string): string[] {
  const spellings = new Set([secret, encodeURIComponent(secret), secret.replaceAll('-', '')]);
  if (/^[A-Za-z0-9_-]+$/.test(secret) && secret.length >= 40) {
    const bytes = Buffer.from(secret, 'base64url');
    spellings.add(bytes.toString('base64'));
    spellings.add(bytes.toString('hex'));
    spellings.add(bytes.toString('latin1'));
  }
  return [...spellings].filter((spelling) => spelling.length >= 8);
}
