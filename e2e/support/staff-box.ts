/**
 * A staff person with a box of their own organization, open on its page: the box page's
 * specs start here (the creator holds the box key in this browser, so messages decrypt).
 */
import { expect, type Browser, type Page } from '@playwright/test';
import type { Dictionary } from '../../apps/web/src/i18n/dictionaries';
import { en } from '../../apps/web/src/i18n/dictionaries/en';
import {
  createBox,
  createDatatag,
  createOrganization,
  signInAsStaffAtLevel2,
} from './admin-dashboard';
import { APP_ORIGIN } from './e2e-settings';
import { randomEmail, submitTwice } from './pages';

export type StaffBox = { page: Page; boxId: string; organizationId: string; title: string };

export async function openStaffBox(browser: Browser, title: string): Promise<StaffBox> {
  const context = await browser.newContext({ baseURL: APP_ORIGIN });
  const page = await context.newPage();
  await signInAsStaffAtLevel2(page, randomEmail('staff'));
  const organizationId = await createOrganization(page, `Acme ${title}`);
  await createDatatag(page, 'Letters');
  const { boxId } = await createBox(page, {
    title,
    datatag: 'Letters',
    subject: randomEmail('subject'),
  });
  await page.goto(`/boxes/${boxId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return { page, boxId, organizationId, title };
}

/** The box's messages as the server lists them to this page's session (GET /api/boxes/{id}/messages). */
export async function listMessagesOnServer(
  page: Page,
  boxId: string,
): Promise<{ id: string; type: string }[]> {
  // The page's session CSRF token (sessionStorage, docs/http-api.md): the API asks it of
  // cookie sessions on every request.
  const csrfToken = await page.evaluate(() => sessionStorage.getItem('coffer.csrf_token'));
  const response = await page.request.get(`/api/boxes/${boxId}/messages`, {
    headers: { 'x-csrf-token': csrfToken ?? '' },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { id: string; type: string }[];
}

/** On the box page, as one of its admins: deletes the box, confirming with the word asked. */
export async function deleteBoxFromItsPage(
  page: Page,
  boxId: string,
  organizationId: string,
  { twice = false, t = en }: { twice?: boolean; t?: Dictionary } = {},
) {
  await page.goto(`/boxes/${boxId}`);
  await page
    .getByLabel(t.boxes.box.admin.deleteLabel, { exact: true })
    .fill(t.boxes.box.admin.deleteWord);
  const submit = page.getByRole('button', { name: t.boxes.box.admin.deleteSubmit });
  await (twice ? submitTwice(submit) : submit.click());
  await expect(page).toHaveURL(`${APP_ORIGIN}/admin/organizations/${organizationId}`);
}
