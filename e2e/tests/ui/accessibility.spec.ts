import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Dictionary } from '../../../apps/web/src/i18n/dictionaries';
import { en } from '../../../apps/web/src/i18n/dictionaries/en';
import { fr } from '../../../apps/web/src/i18n/dictionaries/fr';
import { seriousAxeViolations, smallTapTargets, WIDTHS } from '../../support/accessibility';
import {
  createBox,
  createDatatag,
  createOrganization,
  enrolPasskey,
  waitForNewCodeAllowed,
} from '../../support/admin-dashboard';
import { signInThroughApi } from '../../support/api-sign-in';
import { APP_ORIGIN } from '../../support/e2e-settings';
import { readMailbox, receiveSignInCode } from '../../support/mailbox';
import { randomEmail } from '../../support/pages';
import { authorizationUrl, relyingParty } from '../../support/relying-party';
import { addVirtualAuthenticator } from '../../support/virtual-authenticator';
import { deleteBoxFromItsPage } from '../../support/staff-box';

/** What the pages of one language showed: axe's serious findings, and small tap targets. */
type Findings = { axe: string[]; tapTargets: string[] };

/** Checks the page as it is now at phone and desktop widths, then puts the desktop back. */
async function check(page: Page, name: string, findings: Findings) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? 800 : 720 });
    findings.axe.push(...(await seriousAxeViolations(page, name)));
    if (width < 600) findings.tapTargets.push(...(await smallTapTargets(page, name)));
  }
}

async function newPage(browser: Browser, locale: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: APP_ORIGIN, locale });
  return context.newPage();
}

for (const [locale, t] of [
  ['en-GB', en],
  ['fr-FR', fr],
] as [string, Dictionary][]) {
  test(`every page in ${locale}: no serious axe violation, 44 px targets at 360 px`, async ({
    browser,
  }) => {
    // Two people sign in (one of them twice).
    test.setTimeout(240_000);
    const findings: Findings = { axe: [], tapTargets: [] };

    await test.step('home, the login steps and the consent page of a relying party', async () => {
      const page = await newPage(browser, locale);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await check(page, 'home', findings);
      const client = await relyingParty();
      await page.goto(authorizationUrl(client, `axe-${locale}`));
      await expect(page.getByLabel(t.login.email.label, { exact: true })).toBeVisible();
      await check(page, 'login: email', findings);
      const email = randomEmail('axe-consent');
      await page.getByLabel(t.login.email.label, { exact: true }).fill(email);
      await page.getByLabel(t.login.email.label, { exact: true }).press('Enter');
      await expect(page.getByLabel(t.login.emailedCode.label, { exact: true })).toBeVisible();
      await check(page, 'login: emailed code', findings);
      await page
        .getByLabel(t.login.emailedCode.label, { exact: true })
        .fill(await receiveSignInCode(email));
      await expect(
        page.getByRole('heading', { name: t.consent.heading(client.name) }),
      ).toBeVisible();
      await check(page, 'consent', findings);
      await page.context().close();
    });

    const page = await newPage(browser, locale);
    const email = randomEmail('axe-staff');
    let boxId = '';
    let organizationId = '';

    await test.step('the passkey step of a level-2 sign-in', async () => {
      await addVirtualAuthenticator(page);
      await signInThroughApi(page, email, '/account');
      await check(page, 'account', findings);
      await enrolPasskey(page, 'Laptop', t);
      await waitForNewCodeAllowed(email);
      const query = new URLSearchParams({ return_to: '/admin', acr_values: '2', prompt: 'login' });
      await page.goto(`/auth/login?${query.toString()}`);
      const mailsBefore = (await readMailbox(email)).length;
      await page.getByLabel(t.login.email.label, { exact: true }).fill(email);
      await page.getByRole('button', { name: t.login.email.submit }).click();
      await page
        .getByLabel(t.login.emailedCode.label, { exact: true })
        .fill(await receiveSignInCode(email, mailsBefore));
      await expect(page.getByRole('heading', { name: t.login.passkey.heading })).toBeVisible();
      await check(page, 'login: passkey', findings);
      await page.getByRole('button', { name: t.login.passkey.submit }).click();
      await expect(page).toHaveURL(`${APP_ORIGIN}/admin`);
    });

    await test.step('the dashboard, an organization, a box, the inbox and the rest', async () => {
      await check(page, 'admin dashboard', findings);
      organizationId = await createOrganization(page, `Acme ${locale}`, t);
      await createDatatag(page, 'Letters', t);
      ({ boxId } = await createBox(
        page,
        { title: 'Letters', datatag: 'Letters', subject: email },
        t,
      ));
      await check(page, 'organization', findings);
      await page.goto(`/boxes/${boxId}`);
      await page.getByLabel(t.boxes.box.composer.label, { exact: true }).fill('Hello');
      await page.getByRole('button', { name: t.boxes.box.composer.send, exact: true }).click();
      await expect(
        page
          .getByRole('region', { name: t.boxes.box.messages.heading })
          .getByText('Hello', { exact: true }),
      ).toBeVisible();
      await check(page, 'box', findings);
      await page.goto('/inbox');
      await expect(page.getByRole('link', { name: 'Letters' })).toBeVisible();
      await check(page, 'inbox', findings);
      await page.goto('/account');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await check(page, 'account at level 2', findings);
      await page.goto('/provisions');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await check(page, 'provisions', findings);
      await page.goto('/docs/api');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await check(page, 'API docs', findings);
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await check(page, 'not found', findings);
    });

    await test.step('a deleted box', async () => {
      await deleteBoxFromItsPage(page, boxId, organizationId, { t });
      await page.goto(`/boxes/${boxId}`);
      await expect(page.getByRole('heading', { name: t.files.deletedBox.heading })).toBeVisible();
      await check(page, 'deleted box', findings);
    });

    expect.soft(findings.axe, 'serious or critical axe violations').toEqual([]);
    expect(findings.tapTargets, 'controls under 44 px at 360 px').toEqual([]);
  });
}
