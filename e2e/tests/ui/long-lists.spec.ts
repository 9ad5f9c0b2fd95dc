/**
 * A thread longer than a page (issue #14 item 5): the contract lists 500 messages at a time
 * (docs/http-api.md), so the box page shows the newest 500 and reads older ones on demand
 * (docs/boxes.md). The inbox and the dashboard past 500 boxes, and their search by title, are
 * in lists-and-webhooks.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { en as t } from '../../../apps/web/src/i18n/dictionaries/en';
import { organizationTokenOf } from '../../support/organization-token';
import { openStaffBox } from '../../support/staff-box';

// One more than a page: the oldest message is the 501st from the top.
const MESSAGE_COUNT = 501;
// Sent together, a batch at a time: 501 posts stay quick on a shared machine.
const AT_ONCE = 20;

const numbered = (n: number) => `Thread message ${String(n).padStart(4, '0')}`;

test('a thread of 501 messages: the newest 500 first, then the oldest on demand', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const { page, boxId, organizationId } = await openStaffBox(browser, 'Long thread');
  const organization = await organizationTokenOf(page, organizationId);
  // The oldest first, alone, so that it is the oldest; the others in parallel batches.
  await organization.postTexts(boxId, [numbered(1)]);
  await organization.postTexts(
    boxId,
    Array.from({ length: MESSAGE_COUNT - 1 }, (_, index) => numbered(index + 2)),
    { atOnce: AT_ONCE },
  );

  await page.reload();
  const messages = page.locator('ol.messages > li');
  await expect(messages).toHaveCount(500);
  // Decrypted in this browser: the creator of the box holds its key.
  await expect(messages.first()).toContainText(/Thread message \d{4}/);
  await expect(page.getByText(numbered(1), { exact: true })).toHaveCount(0);
  // However long the box, the page opens on the composer, the newest messages right below it
  // (not 500 messages down).
  await expect(page.getByLabel(t.boxes.box.composer.label, { exact: true })).toBeInViewport();
  const newest = await messages.first().boundingBox();
  expect(newest?.y ?? Infinity).toBeLessThan(page.viewportSize()!.height * 1.5);

  const older = page.getByRole('button', { name: t.live.box.showOlder });
  await expect(older).toBeVisible();
  await older.click();
  await expect(messages).toHaveCount(MESSAGE_COUNT);
  await expect(messages.last()).toContainText(numbered(1));
  await expect(page.getByText(numbered(1), { exact: true })).toBeVisible();
  await expect(older).toHaveCount(0);
});
