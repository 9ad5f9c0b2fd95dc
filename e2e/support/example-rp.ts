import { expect, type Page } from '@playwright/test';
import { en as t } from '../../apps/web/src/i18n/dictionaries/en';
import { readMailbox, receiveSignInCode } from './mailbox';

/**
 * On Coffer's login page: name the email, then type the newest code mailed to it (counting
 * the mails already there, so a second sign-in never reads the first code).
 */
export async function signInAtCofferWithEmailedCode(page: Page, email: string) {
  const alreadyReceived = (await readMailbox(email)).length;
  await page.getByLabel(t.login.email.label, { exact: true }).fill(email);
  await page.getByRole('button', { name: t.login.email.submit }).click();
  await expect(page.getByRole('heading', { name: t.login.emailedCode.heading })).toBeVisible();
  await page
    .getByLabel(t.login.emailedCode.label, { exact: true })
    .fill(await receiveSignInCode(email, alreadyReceived));
}

/** The example RP's page of a signed-in user: the ID token's acr and amr, as shown. */
export async function expectExampleRpClaims(page: Page, acr: string, amr: string[]) {
  await expect(page.getByTestId('acr')).toHaveText(acr);
  const shown = page.getByTestId('amr').locator('li');
  await expect(shown).toHaveCount(amr.length);
  for (const method of amr) {
    await expect(shown.and(page.locator(`[data-amr="${method}"]`))).toHaveText(method);
  }
}
