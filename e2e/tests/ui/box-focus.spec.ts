import { expect, test } from '@playwright/test';
import { en as t } from '../../../apps/web/src/i18n/dictionaries/en';
import { openStaffBox, type StaffBox } from '../../support/staff-box';

test.describe('focus and names on the box page', () => {
  let box: StaffBox;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    box = await openStaffBox(browser, 'Focus');
  });

  test.afterAll(async () => {
    await box.page.context().close();
  });

  test('after sending, focus is back in the composer', async () => {
    const { page } = box;
    const composer = page.getByLabel(t.boxes.box.composer.label, { exact: true });
    const messages = page.getByRole('region', { name: t.boxes.box.messages.heading });
    for (const text of ['First letter', 'Second letter']) {
      await composer.fill(text);
      await page.getByRole('button', { name: t.boxes.box.composer.send, exact: true }).click();
      // In the list, not the composer (a text area's text is its value too).
      await expect(messages.getByText(text)).toBeVisible();
      await expect(composer).toBeFocused();
    }
  });

  test('delete buttons are named after the message, and focus moves on after a delete', async () => {
    const { page } = box;
    const composer = page.getByLabel(t.boxes.box.composer.label, { exact: true });
    const messages = page.getByRole('region', { name: t.boxes.box.messages.heading });
    for (const text of ['Third letter', 'Fourth letter']) {
      await composer.fill(text);
      await page.getByRole('button', { name: t.boxes.box.composer.send, exact: true }).click();
      await expect(messages.getByText(text)).toBeVisible();
      // Sent and emptied: the next text is typed into a cleared composer.
      await expect(composer).toHaveValue('');
    }
    const items = messages.getByRole('listitem');
    // Newest first (by place: a message's text goes when it is deleted).
    const newest = items.nth(0);
    const next = items.nth(1);
    await expect(newest).toContainText('Fourth letter');
    await expect(next).toContainText('Third letter');
    const [sender, ...when] = (await newest.locator('.message-meta').innerText()).split(', ');
    // Two messages of the same minute share a name: the one in this message is asked for.
    const deleteNewest = newest.getByRole('button', {
      name: t.files.messages.deleteNamed(sender ?? '', when.join(', ')),
      exact: true,
    });
    await expect(deleteNewest).toHaveCount(1);
    // Asked in the page (no browser confirm()): the confirming button takes the focus, and
    // Escape takes the question back with the focus on the first button.
    const confirmDelete = newest.getByRole('button', {
      name: t.boxes.box.messages.delete,
      exact: true,
    });
    await deleteNewest.click();
    await expect(newest).toContainText(t.boxes.box.messages.deleteConfirm);
    await expect(confirmDelete).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(deleteNewest).toBeFocused();
    await expect(newest).not.toContainText(t.boxes.box.messages.deleteConfirm);
    await deleteNewest.click();
    await confirmDelete.click();
    await expect(newest.getByText(t.boxes.box.messages.deleted)).toBeVisible();
    // The next message takes the focus the removed button had.
    await expect(next).toBeFocused();

    const last = items.last();
    await last.getByRole('button', { name: /^Delete message from / }).click();
    await last.getByRole('button', { name: t.boxes.box.messages.delete, exact: true }).click();
    await expect(last.getByText(t.boxes.box.messages.deleted)).toBeVisible();
    // The last message of the list: focus goes to the list's heading.
    await expect(
      page.getByRole('heading', { name: t.boxes.box.messages.heading, exact: true }),
    ).toBeFocused();
  });
});
