/**
 * Live pages (issue #16, docs/activity.md): two people on one box in two browser contexts,
 * messages arriving without a reload, the inbox's unread badge, and a stream that comes back
 * after its Coffer process was killed and started again.
 */
import { expect, test, type Page } from '@playwright/test';
import { en as t } from '../../../apps/web/src/i18n/dictionaries/en';
import {
  createBox,
  createDatatag,
  createOrganization,
  signInAsStaffAtLevel2,
} from '../../support/admin-dashboard';
import { APP_ORIGIN } from '../../support/e2e-settings';
import { newPerson, randomEmail } from '../../support/pages';
import type { CofferProcess } from '../../../packages/db/test/spawn-coffer';
import { freePort, startSecondCoffer } from '../../support/second-coffer';

test.describe.configure({ mode: 'serial' });

let staff: Page;
let alice: Page;
let boxId = '';
let invitationLink = '';
const TITLE = 'Your lease';

/** Sends a text from the box page the person is on; resolves with the post's response time. */
async function send(page: Page, text: string): Promise<number> {
  await page.getByLabel(t.boxes.box.composer.label, { exact: true }).fill(text);
  const posted = page.waitForResponse(
    (response) =>
      response.url().includes('messages.postBoxEvent') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: t.boxes.box.composer.send, exact: true }).click();
  const response = await posted;
  expect(response.ok()).toBe(true);
  const timing = response.request().timing();
  // Both pages run on this machine's clock: the epoch time at which the answer was read.
  return timing.startTime + timing.responseEnd;
}

/**
 * The epoch time at which `text` appears in the page, seen by a MutationObserver started now
 * (in the page, so that no polling of the test adds to it).
 */
function whenTextAppears(page: Page, text: string): Promise<number> {
  return page.evaluate(
    (wanted) =>
      new Promise<number>((resolve) => {
        const seen = () => document.body.innerText.includes(wanted);
        if (seen()) {
          resolve(Date.now());
          return;
        }
        const observer = new MutationObserver(() => {
          if (!seen()) return;
          observer.disconnect();
          resolve(Date.now());
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      }),
    text,
  );
}

/**
 * Opens the box page at `url` and waits until its live stream answered: the server listens
 * before it answers (docs/activity.md), so whatever commits later reaches the page as an
 * event, not only through the page's re-read when the stream opens.
 */
async function openBoxLive(page: Page, url: string) {
  const streaming = page.waitForResponse(
    (response) => response.url().includes(`/api/boxes/${boxId}/events/stream`) && response.ok(),
  );
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await streaming;
}

/**
 * Resolves when the next "seen" mark of the box that the page sends from now on has been
 * answered: the inbox's unread badge counts from it.
 */
async function acknowledged(page: Page) {
  const request = await page.waitForRequest((sent) =>
    sent.url().includes('boxes.acknowledgeBoxEvents'),
  );
  expect((await request.response())?.ok()).toBe(true);
}

function messages(page: Page) {
  return page.getByRole('region', { name: t.boxes.box.messages.heading }).getByRole('listitem');
}

test.beforeAll(async ({ browser }) => {
  // Two level-2 sign-ins (two emailed codes each, passkeys) on a loaded machine.
  test.setTimeout(300_000);
  const staffEmail = randomEmail('live-staff');
  const aliceEmail = randomEmail('live-alice');
  staff = await newPerson(browser);
  alice = await newPerson(browser);
  // One after the other: two sign-ins at once on this loaded machine were seen to time out.
  await signInAsStaffAtLevel2(staff, staffEmail);
  await createOrganization(staff, 'Acme Lettings');
  await createDatatag(staff, 'Leases');
  await signInAsStaffAtLevel2(alice, aliceEmail);
  ({ boxId, invitationLink } = await createBox(staff, {
    title: TITLE,
    datatag: 'Leases',
    subject: aliceEmail,
  }));
  // Alice takes the box's key with the link, so her page decrypts what arrives.
  await openBoxLive(alice, invitationLink);
  await openBoxLive(staff, `/boxes/${boxId}`);
});

test('a message posted in one context appears in the other within a second, decrypted', async () => {
  for (const [from, to, text] of [
    [alice, staff, 'Alice: the boiler is broken.'],
    [staff, alice, 'Acme: a plumber comes on Monday.'],
  ] as const) {
    await expect(to.getByRole('heading', { name: t.boxes.box.messages.heading })).toBeVisible();
    const appeared = whenTextAppears(to, text);
    // Seen as it arrives: the next test's inbox must not find it unread.
    const seen = acknowledged(to);
    const postedAt = await send(from, text);
    const appearedAt = await appeared;
    await seen;
    // The requirement: within a second of the post's answer, without a reload.
    expect(appearedAt - postedAt).toBeLessThanOrEqual(1000);
    await expect(messages(to).filter({ hasText: text })).toHaveCount(1);
  }
});

test('a double click on Send posts the message once', async () => {
  await expect(alice.getByRole('heading', { name: t.boxes.box.messages.heading })).toBeVisible();
  const text = 'Acme: sent with a double click.';
  // Seen as they arrive: the next test's inbox must not find them unread.
  const seen = acknowledged(alice);
  await staff.getByLabel(t.boxes.box.composer.label, { exact: true }).fill(text);
  await staff.getByRole('button', { name: t.boxes.box.composer.send, exact: true }).dblclick();
  await expect(messages(alice).filter({ hasText: text })).toHaveCount(1);
  await seen;
  // A second post would have arrived before the next message: after it, still one.
  const after = 'Acme: the next message.';
  const seenAfter = acknowledged(alice);
  await send(staff, after);
  await expect(messages(alice).filter({ hasText: after })).toHaveCount(1);
  await seenAfter;
  await expect(messages(alice).filter({ hasText: text })).toHaveCount(1);
});

test("the unread badge goes up in Alice's inbox and clears when she opens the box", async () => {
  await alice.goto('/inbox');
  const item = alice.getByRole('listitem').filter({ hasText: TITLE });
  await expect(item).toBeVisible();
  // She read the box while its messages arrived: nothing is unread.
  await expect(item.getByTestId('unread-badge')).toHaveCount(0);
  await expect(alice).toHaveTitle(`${t.boxes.inbox.title} · Coffer`);
  await send(staff, 'Acme: the plumber confirmed.');
  await expect(item.getByTestId('unread-badge')).toHaveText(t.live.inbox.unread(1));
  await expect(alice).toHaveTitle(`(1) ${t.boxes.inbox.title} · Coffer`);
  await send(staff, 'Acme: he comes at 9.');
  await expect(item.getByTestId('unread-badge')).toHaveText(t.live.inbox.unread(2));
  const seen = acknowledged(alice);
  await item.getByRole('link', { name: TITLE }).click();
  await expect(alice.getByText('Acme: he comes at 9.')).toBeVisible();
  await seen;
  await alice.goto('/inbox');
  await expect(alice.getByRole('listitem').filter({ hasText: TITLE })).toBeVisible();
  await expect(
    alice.getByRole('listitem').filter({ hasText: TITLE }).getByTestId('unread-badge'),
  ).toHaveCount(0);
  await expect(alice).toHaveTitle(`${t.boxes.inbox.title} · Coffer`);
});

test('the box stream comes back after its server is killed and restarted, missing nothing', async () => {
  test.setTimeout(300_000);
  let second: CofferProcess | null = null;
  try {
    second = await startSecondCoffer(await freePort());
    // Alice's session cookies are for localhost, whatever the port; the link gives this
    // origin's page the box key too.
    await alice.goto(invitationLink.replace(APP_ORIGIN, second.origin));
    await expect(alice.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(alice.getByText('Acme: he comes at 9.')).toBeVisible();
    // A message through the stream first, so that the browser has an id to resume from.
    const before = 'Acme: before the restart.';
    await send(staff, before);
    await expect(messages(alice).filter({ hasText: before })).toHaveCount(1);
    await second.kill();
    const meanwhile = 'Acme: posted while the server was down.';
    await send(staff, meanwhile);
    await second.restart();
    // The browser reconnects by itself (Last-Event-ID) and gets the message once.
    await expect(messages(alice).filter({ hasText: meanwhile })).toHaveCount(1, {
      timeout: 30_000,
    });
    const after = 'Acme: and live again.';
    await send(staff, after);
    await expect(messages(alice).filter({ hasText: after })).toHaveCount(1);
    await expect(messages(alice).filter({ hasText: meanwhile })).toHaveCount(1);
  } finally {
    await second?.kill();
  }
});
