/**
 * Long lists (issue #14 item 5) and the dashboard's webhook screens (issue #16): more than 500
 * boxes for one person, paged in the inbox and the dashboard and searchable by title there;
 * an endpoint registered against a receiver in this test, its delivery log, a rotated secret
 * and a disabled endpoint (docs/boxes.md, docs/activity.md).
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { en as t } from '../../../apps/web/src/i18n/dictionaries/en';
import {
  createDatatag,
  createOrganization,
  section,
  signInAsStaffAtLevel2,
} from '../../support/admin-dashboard';
import { APP_ORIGIN } from '../../support/e2e-settings';
import { randomEmail } from '../../support/pages';
import { freePort } from '../../support/second-coffer';
import { seedBoxes } from '../../support/seed-boxes';

test.describe.configure({ mode: 'serial' });

// One more than a page (the contract's limit of 500), the oldest box last.
const BOX_COUNT = 502;
const NEEDLE = 'Needle: the oldest lease';

let page: Page;
let oid = '';
const email = randomEmail('lists');

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  page = await (await browser.newContext({ baseURL: APP_ORIGIN })).newPage();
  await signInAsStaffAtLevel2(page, email);
  oid = await createOrganization(page, 'Acme Archive');
  await createDatatag(page, 'Leases');
  // Boxes about the person themself: they list them in the inbox as their data subject, and
  // in the dashboard as staff. The oldest first: newest-first lists put it on the second page.
  const titles = [NEEDLE, ...Array.from({ length: BOX_COUNT - 1 }, (_, i) => `Lease ${i + 1}`)];
  await seedBoxes(page, { oid, subject: email, titles });
});

test('the inbox pages past 500 boxes and searches every box by title', async () => {
  await page.goto('/inbox');
  const boxes = page.locator('.box-list > li');
  await expect(boxes).toHaveCount(500);
  await expect(page.getByText(NEEDLE)).toHaveCount(0);
  await page.getByRole('button', { name: t.live.inbox.showMore }).click();
  await expect(boxes).toHaveCount(BOX_COUNT);
  await expect(page.getByRole('button', { name: t.live.inbox.showMore })).toHaveCount(0);

  await page.reload();
  await expect(boxes).toHaveCount(500);
  // A search reads the pages not shown yet: the oldest box is found from the first page.
  await page.getByLabel(t.live.inbox.searchLabel, { exact: true }).fill('needle');
  await expect(boxes).toHaveCount(1);
  await expect(boxes.first()).toContainText(NEEDLE);
  await page.getByLabel(t.live.inbox.searchLabel, { exact: true }).fill('no such title');
  await expect(page.getByText(t.live.inbox.noMatch('no such title'))).toBeVisible();
});

test("the dashboard's boxes page past 500 and search by title", async () => {
  await page.goto(`/admin/organizations/${oid}`);
  const boxes = section(page, t.admin.boxes.heading)
    .getByTestId('admin-boxes')
    .locator(':scope > li');
  await expect(boxes).toHaveCount(500);
  const more = section(page, t.admin.boxes.heading).getByRole('button', {
    name: t.live.admin.showMore,
  });
  await more.click();
  await expect(boxes).toHaveCount(BOX_COUNT);
  await page.reload();
  await expect(boxes).toHaveCount(500);
  await section(page, t.admin.boxes.heading)
    .getByLabel(t.live.admin.searchLabel, { exact: true })
    .fill('NEEDLE');
  await expect(boxes).toHaveCount(1);
  await expect(boxes.first()).toContainText(NEEDLE);
});

type Received = { headers: IncomingHttpHeaders; body: { type: string } };

/** A webhook receiver on localhost (plain http is allowed there): keeps what it gets, answers 204. */
async function startReceiver(): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(body) as Received['body'] });
      response.writeHead(204).end();
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}/coffer-hooks`, received, server };
}

test('webhooks: register, see the delivery in the log, rotate the secret, disable', async () => {
  const receiver = await startReceiver();
  try {
    const texts = t.live.webhooks;
    await page.goto(`/admin/organizations/${oid}`);
    const hooks = section(page, texts.heading);
    await hooks.getByLabel(texts.urlLabel, { exact: true }).fill(receiver.url);
    // msg.text and msg.file are chosen already; the creation of a box too.
    await hooks.getByRole('checkbox', { name: 'create', exact: true }).check();
    await hooks.getByRole('button', { name: texts.register }).click();
    await expect(hooks.getByText(texts.registered)).toBeVisible();
    const firstSecret = await hooks.getByTestId('webhook-secret').textContent();
    expect(firstSecret).toMatch(/^whsec_[A-Za-z0-9+/=]+$/);
    const endpoint = hooks.getByTestId('webhook-endpoint');
    await expect(endpoint).toHaveCount(1);
    await expect(endpoint).toContainText(receiver.url);
    await expect(endpoint).toContainText(texts.enabled);

    await seedBoxes(page, { oid, subject: email, titles: ['Lease with a hook'] });
    await expect.poll(() => receiver.received.length).toBe(1);
    const [{ headers, body }] = receiver.received as [Received];
    expect(body.type).toBe('create');
    expect(headers['webhook-id']).toBeTruthy();
    expect(headers['webhook-signature']).toMatch(/^v1,/);

    await endpoint.getByText(texts.deliveries).click();
    const log = endpoint.getByTestId('webhook-deliveries').getByRole('listitem');
    // The receiver answered; the queue marks the delivery right after: refresh until it shows.
    await expect(async () => {
      await endpoint.getByRole('button', { name: texts.refresh }).click();
      await expect(log).toHaveCount(1, { timeout: 1000 });
      await expect(log).toContainText('create', { timeout: 1000 });
      await expect(log).toContainText(texts.statuses.succeeded, { timeout: 1000 });
      await expect(log).toContainText(`${texts.attempts}1`, { timeout: 1000 });
    }).toPass();

    await endpoint.getByRole('button', { name: texts.rotate }).click();
    await expect(endpoint).toContainText(texts.rotateConfirm);
    await endpoint.getByRole('button', { name: texts.rotate }).click();
    await expect(hooks.getByTestId('webhook-secret')).not.toHaveText(firstSecret ?? '');
    await expect(hooks.getByTestId('webhook-secret')).toHaveText(/^whsec_/);

    await endpoint.getByRole('button', { name: texts.disable }).click();
    await expect(endpoint).toContainText(texts.disabled);
    await page.reload();
    await expect(section(page, texts.heading).getByTestId('webhook-endpoint')).toContainText(
      texts.disabled,
    );
    // The secret is shown once: not after a reload.
    await expect(section(page, texts.heading).getByTestId('webhook-secret')).toHaveCount(0);

    // A box opened while disabled makes no delivery (they are made with the event); once
    // enabled again, the next one does.
    await seedBoxes(page, { oid, subject: email, titles: ['Lease while disabled'] });
    await endpoint.getByRole('button', { name: texts.enable }).click();
    await expect(endpoint).toContainText(texts.enabled);
    await seedBoxes(page, { oid, subject: email, titles: ['Lease once enabled'] });
    await expect.poll(() => receiver.received.length).toBe(2);
    await endpoint.getByText(texts.deliveries).click();
    await expect(async () => {
      await endpoint.getByRole('button', { name: texts.refresh }).click();
      await expect(log.filter({ hasText: texts.statuses.succeeded })).toHaveCount(2, {
        timeout: 1000,
      });
    }).toPass();
    await expect(log).toHaveCount(2);
  } finally {
    receiver.server.close();
  }
});

test('search and address fields look like the other fields; each webhook checkbox keeps its label', async () => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/admin/organizations/${oid}`);
  const look = (field: Locator) =>
    field.evaluate((input) => {
      const style = getComputedStyle(input);
      return [style.borderTopStyle, style.borderTopColor, style.borderRadius, style.paddingLeft];
    });
  const title = section(page, t.admin.createBox.heading).getByLabel(t.admin.createBox.titleLabel, {
    exact: true,
  });
  const search = section(page, t.admin.boxes.heading).getByLabel(t.live.admin.searchLabel, {
    exact: true,
  });
  const hooks = section(page, t.live.webhooks.heading);
  const address = hooks.getByLabel(t.live.webhooks.urlLabel, { exact: true });
  const textLook = await look(title);
  expect(await look(search)).toEqual(textLook);
  expect(await look(address)).toEqual(textLook);

  // On a phone's width the choices wrap between them, never between a box and its name.
  const choices = hooks.locator('fieldset label');
  expect(await choices.count()).toBeGreaterThan(1);
  for (const choice of await choices.all()) {
    // Both measured at once: the long lists above may still be growing, moving the section.
    const { box, name } = await choice.evaluate((label) => {
      const rect = (selector: string) => {
        const found = label.querySelector(selector)?.getBoundingClientRect();
        if (!found) throw new Error(`a webhook choice has no ${selector}`);
        return { x: found.x, middle: found.y + found.height / 2 };
      };
      return { box: rect('input'), name: rect('code') };
    });
    expect(Math.abs(box.middle - name.middle)).toBeLessThan(8);
    expect(name.x).toBeGreaterThan(box.x);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
});
