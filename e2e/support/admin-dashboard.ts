/**
 * The organization dashboard driven like a person would, for journeys to reuse: sign in as
 * staff at level 2 (emailed code, then a passkey on Chromium's virtual authenticator, through
 * the API), and create an organization, a datatag, a member or a box through the pages.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { Dictionary } from '../../apps/web/src/i18n/dictionaries';
import { en } from '../../apps/web/src/i18n/dictionaries/en';
import { APP_ORIGIN, CODE_RESEND_MS } from './e2e-settings';
import { readMailbox, receiveSignInCode } from './mailbox';
import { signInWithEmailedCode, submitTwice } from './pages';
import { addVirtualAuthenticator } from './virtual-authenticator';
import { signUpAtLevel2ThroughApi } from './api-sign-in';

/** The server refuses a new emailed code sooner than this after the previous one. */

/** The section of the page named by its heading. */
export function section(page: Page, heading: string): Locator {
  return page.getByRole('region', { name: heading, exact: true });
}

/** First sign-in, by emailed code only (level 1), landing on `returnTo`. */
export async function signInAtLevel1(page: Page, email: string, returnTo = '/admin', t = en) {
  await page.goto(`/auth/login?${new URLSearchParams({ return_to: returnTo }).toString()}`);
  await signInWithEmailedCode(page, t, email);
  await expect(page).toHaveURL(`${APP_ORIGIN}${returnTo}`);
}

/**
 * On /account: adds a passkey (acr 1 is enough), kept by the page's virtual authenticator;
 * the session is then at level 2 (expectPasskeyAdded).
 */
export async function enrolPasskey(page: Page, name = 'Staff laptop', t = en) {
  await page.goto('/account');
  await page.getByLabel(t.account.passkeys.nameLabel, { exact: true }).fill(name);
  await page.getByRole('button', { name: t.account.passkeys.add }).click();
  await expectPasskeyAdded(page, name);
}

/**
 * After "Add a passkey" on /account: at level 2 the page says it was added; at level 1 it
 * steps up at once, the new passkey counting as the step-up's (one ceremony), and comes back
 * to /account at level 2. Either way the list, readable at level 2 only, names it: a caller
 * that went on before would race the step-up's navigation.
 */
export async function expectPasskeyAdded(page: Page, name: string) {
  await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(`${APP_ORIGIN}/account`);
}

/**
 * Signs in again at level 2 with a new emailed code and the passkey, from the login page
 * the browser is on (or from a fresh one when `returnTo` is given), and lands back. On a
 * step-up's login page (the session's emailed code already counts), with the passkey alone.
 */
export async function signInAtLevel2(
  page: Page,
  email: string,
  options: { returnTo?: string; t?: Dictionary } = {},
) {
  const t = options.t ?? en;
  if (options.returnTo !== undefined) {
    const query = new URLSearchParams({
      return_to: options.returnTo,
      acr_values: '2',
      prompt: 'login',
    });
    await page.goto(`/auth/login?${query.toString()}`);
  }
  await expect(page).toHaveURL(/\/login\?login_challenge=/);
  const passkeyStep = page.getByRole('heading', { name: t.login.passkey.heading });
  const emailField = page.getByLabel(t.login.email.label, { exact: true });
  await expect(passkeyStep.or(emailField)).toBeVisible();
  if (await passkeyStep.isVisible()) {
    // A step-up from the session (docs/authentication.md): only the passkey is asked for.
    await page.getByRole('button', { name: t.login.passkey.submit }).click();
    await expect(page).not.toHaveURL(/\/login/);
    return;
  }
  await waitForNewCodeAllowed(email);
  const mailsBefore = (await readMailbox(email)).length;
  await page.getByLabel(t.login.email.label, { exact: true }).fill(email);
  await page.getByRole('button', { name: t.login.email.submit }).click();
  await expect(page.getByRole('heading', { name: t.login.emailedCode.heading })).toBeVisible();
  await page
    .getByLabel(t.login.emailedCode.label, { exact: true })
    .fill(await receiveSignInCode(email, mailsBefore));
  await expect(page.getByRole('heading', { name: t.login.passkey.heading })).toBeVisible();
  await page.getByRole('button', { name: t.login.passkey.submit }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * A new staff person at level 2 on /admin: an emailed code, then a passkey that steps up at
 * once, as "Add a passkey" on /account does, through the API (api-sign-in.ts); the journeys
 * that add it on the page keep doing so (enrolPasskey).
 */
export async function signInAsStaffAtLevel2(page: Page, email: string) {
  await addVirtualAuthenticator(page);
  await signUpAtLevel2ThroughApi(page, email, '/admin', 'Staff laptop');
}

/**
 * On /admin: creates an organization, which opens its dashboard; its id. Its first datatag
 * is the form's pre-filled one with `firstDatatag: true`; by default the field is emptied,
 * and the organization has no datatag yet.
 */
export async function createOrganization(
  page: Page,
  name: string,
  t = en,
  options: { firstDatatag?: boolean } = {},
): Promise<string> {
  const form = section(page, t.admin.home.createHeading);
  await form.getByLabel(t.admin.home.nameLabel, { exact: true }).fill(name);
  if (options.firstDatatag !== true) {
    await form.getByLabel(t.admin.home.firstDatatagLabel, { exact: true }).fill('');
  }
  await form.getByRole('button', { name: t.admin.home.create }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const oid = /\/admin\/organizations\/([0-9a-f-]{36})$/.exec(page.url())?.[1];
  if (!oid) throw new Error(`not on an organization's dashboard: ${page.url()}`);
  return oid;
}

/** On an organization's dashboard: a new datatag. */
export async function createDatatag(page: Page, name: string, t = en) {
  const datatags = section(page, t.admin.datatags.heading);
  await datatags.getByLabel(t.admin.datatags.nameLabel, { exact: true }).fill(name);
  await datatags.getByRole('button', { name: t.admin.datatags.create }).click();
  await expect(datatags.getByText(t.admin.datatags.created(name))).toBeVisible();
  await expect(datatags.getByRole('listitem').filter({ hasText: name })).toHaveCount(1);
}

/** On an organization's dashboard (as an admin): gives `email` a role on the staff. */
export async function addMember(page: Page, email: string, role: 'admin' | 'agent', t = en) {
  const members = section(page, t.admin.members.heading);
  await members.getByLabel(t.admin.members.emailLabel, { exact: true }).fill(email);
  await members
    .getByLabel(t.admin.members.roleLabel, { exact: true })
    .selectOption({ label: t.admin.roles[role] });
  await members.getByRole('button', { name: t.admin.members.add }).click();
  await expect(members.getByText(t.admin.members.added(email))).toBeVisible();
  await expect(members.getByRole('listitem').filter({ hasText: email })).toHaveCount(1);
}

export type CreatedBox = { boxId: string; invitationLink: string };

/**
 * On an organization's dashboard: opens a box (key pair and key share made in the
 * browser) and reads the invitation link shown once.
 */
export async function createBox(
  page: Page,
  /** Without a datatag, the one the form chose (an organization's only datatag). */
  box: { title: string; datatag?: string; subject: string; submitTwice?: boolean },
  t = en,
): Promise<CreatedBox> {
  const form = section(page, t.admin.createBox.heading);
  await form.getByLabel(t.admin.createBox.titleLabel, { exact: true }).fill(box.title);
  if (box.datatag !== undefined) {
    await form
      .getByLabel(t.admin.createBox.datatagLabel, { exact: true })
      .selectOption({ label: box.datatag });
  }
  await form.getByLabel(t.admin.createBox.subjectLabel, { exact: true }).fill(box.subject);
  const submit = form.getByRole('button', { name: t.admin.createBox.submit });
  await (box.submitTwice ? submitTwice(submit) : submit.click());
  await expect(form.getByText(t.admin.createBox.created(box.title))).toBeVisible();
  const invitationLink = await form
    .getByRole('textbox', { name: t.admin.createBox.linkLabel, exact: true })
    .inputValue();
  const boxId = new RegExp(`^${APP_ORIGIN}/boxes/([0-9a-f-]{36})#[A-Za-z0-9_-]+$`).exec(
    invitationLink,
  )?.[1];
  if (!boxId) throw new Error(`not an invitation link: ${invitationLink}`);
  return { boxId, invitationLink };
}

/**
 * Emailed codes are at least EMAILED_CODE_RESEND_SECONDS apart (docs/authentication.md): wait until the newest one to
 * `email` is that old, so the next sign-in gets a fresh code.
 */
export async function waitForNewCodeAllowed(email: string) {
  const newest = (await readMailbox(email))[0];
  if (!newest) return;
  const wait = Date.parse(newest.received_at) + CODE_RESEND_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
