import { randomBytes } from 'node:crypto';
import { open, writeFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { en as t } from '../../../apps/web/src/i18n/dictionaries/en';
import { listMessagesOnServer, openStaffBox, type StaffBox } from '../../support/staff-box';

/** The box limit (docs/boxes.md) is on the encrypted size: 126 MiB of plaintext is over it. */
const OVER_LIMIT_BYTES = 126 * 1024 * 1024 + 1;

/** A file of `size` bytes that costs no disk: a sparse file of zeros. */
async function sparseFile(path: string, size: number): Promise<string> {
  const handle = await open(path, 'w');
  await handle.truncate(size);
  await handle.close();
  return path;
}

/** Drops files on the box page as a person dragging them from their desktop would. */
async function dropFiles(page: Page, files: { name: string; text: string }[]) {
  const dataTransfer = await page.evaluateHandle((list) => {
    const transfer = new DataTransfer();
    for (const { name, text } of list) {
      transfer.items.add(new File([text], name, { type: 'text/plain' }));
    }
    return transfer;
  }, files);
  const target = page.getByRole('heading', { name: t.boxes.box.messages.heading });
  await target.dispatchEvent('dragenter', { dataTransfer });
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}

// Each test counts the server's messages before and after: they need no order, and one that
// fails does not skip the others.
test.describe('files on the box page', () => {
  let box: StaffBox;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    box = await openStaffBox(browser, 'Files');
  });

  test.afterAll(async () => {
    await box.page.context().close();
  });

  test('a file over the limit is refused as soon as it is picked, the others stay', async () => {
    const { page } = box;
    const testInfo = test.info();
    const big = await sparseFile(testInfo.outputPath('scan-huge.pdf'), OVER_LIMIT_BYTES);
    const small = testInfo.outputPath('note.txt');
    await writeFile(small, 'a short note');
    await page.getByLabel(t.boxes.box.upload.label, { exact: true }).setInputFiles([big, small]);
    // Before any submit: the reason is shown at once, and only the small file is kept.
    await expect(
      page.getByRole('alert').filter({ hasText: t.files.upload.refused('scan-huge.pdf') }),
    ).toBeVisible();
    await expect(page.getByText(t.files.upload.chosen('note.txt'))).toBeVisible();
    await page.getByRole('button', { name: t.boxes.box.upload.submit }).click();
    await expect(page.getByText(t.boxes.box.upload.sent('note.txt'))).toBeVisible();
    const messages = await listMessagesOnServer(page, box.boxId);
    expect(messages.map((message) => message.type)).toEqual(['msg.file']);
  });

  test('a refused file leaves neither its name in the field nor an earlier "sent"', async () => {
    const { page } = box;
    const testInfo = test.info();
    const field = page.getByLabel(t.boxes.box.upload.label, { exact: true });
    const small = testInfo.outputPath('receipt.txt');
    await writeFile(small, 'a receipt');
    await field.setInputFiles(small);
    await page.getByRole('button', { name: t.boxes.box.upload.submit }).click();
    await expect(page.getByText(t.boxes.box.upload.sent('receipt.txt'))).toBeVisible();
    const huge = await sparseFile(testInfo.outputPath('scan-130.pdf'), 130 * 1024 * 1024);
    await field.setInputFiles(huge);
    await expect(
      page.getByRole('alert').filter({ hasText: t.files.upload.refused('scan-130.pdf') }),
    ).toBeVisible();
    await expect(page.getByText(t.boxes.box.upload.sent('receipt.txt'))).toHaveCount(0);
    expect(await field.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);
  });

  test('an upload in progress can be cancelled, and the server keeps nothing of it', async () => {
    const { page } = box;
    const testInfo = test.info();
    const before = await listMessagesOnServer(page, box.boxId);
    const large = await sparseFile(testInfo.outputPath('archive.bin'), 120 * 1024 * 1024);
    const after = testInfo.outputPath('after.txt');
    await writeFile(after, randomBytes(64).toString('hex'));
    await page.getByLabel(t.boxes.box.upload.label, { exact: true }).setInputFiles([large, after]);
    await page.getByRole('button', { name: t.boxes.box.upload.submit }).click();
    await page.getByRole('button', { name: t.files.upload.cancel('archive.bin') }).click();
    await expect(page.getByText(t.files.upload.cancelled('archive.bin'))).toBeVisible();
    // The file queued behind it is sent after it ended: had the cancelled one gone on, it
    // would be on the server before this one.
    await expect(page.getByText(t.boxes.box.upload.sent('after.txt'))).toBeVisible();
    const messages = await listMessagesOnServer(page, box.boxId);
    expect(messages).toHaveLength(before.length + 1);
    await expect(
      page.getByRole('button', { name: t.boxes.box.file.downloadNamed('archive.bin') }),
    ).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: t.boxes.box.file.downloadNamed('after.txt') }),
    ).toBeVisible();
  });

  test('two files dropped on the page are sent as two messages', async () => {
    const { page } = box;
    const before = await listMessagesOnServer(page, box.boxId);
    await dropFiles(page, [
      { name: 'first-dropped.txt', text: 'one' },
      { name: 'second-dropped.txt', text: 'two' },
    ]);
    await expect(page.getByText(t.boxes.box.upload.sent('first-dropped.txt'))).toBeVisible();
    await expect(page.getByText(t.boxes.box.upload.sent('second-dropped.txt'))).toBeVisible();
    for (const name of ['first-dropped.txt', 'second-dropped.txt']) {
      await expect(
        page.getByRole('button', { name: t.boxes.box.file.downloadNamed(name) }),
      ).toBeVisible();
    }
    expect(await listMessagesOnServer(page, box.boxId)).toHaveLength(before.length + 2);
  });
});
