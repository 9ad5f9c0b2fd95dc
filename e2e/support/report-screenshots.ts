/**
 * The screenshots issue #14 asks for in its report: the invitation link's page, the inline
 * passkey step, the account page and the consent page. Every run attaches them to its report
 * (attachScreenshot); copies are kept in e2e/screenshots/ (desktop width, committed). When
 * those pages change, regenerate the copies with the specs that take them:
 *
 *   pnpm build && cd e2e && E2E_UPDATE_SCREENSHOTS=1 npx playwright test --project=ui \
 *     tests/ui/journeys.spec.ts tests/ui/account-sessions.spec.ts tests/ui/consent-shared-data.spec.ts
 */
import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';

const REPORT_SCREENSHOTS = new Set(['link-page', 'inline-passkey', 'account-page', 'consent-page']);
const FOLDER = path.resolve(import.meta.dirname, '../screenshots');

/** Copies a report screenshot into e2e/screenshots/ when E2E_UPDATE_SCREENSHOTS=1. */
export async function keepReportScreenshot(file: string, name: string): Promise<void> {
  if (process.env.E2E_UPDATE_SCREENSHOTS !== '1' || !REPORT_SCREENSHOTS.has(name)) return;
  await mkdir(FOLDER, { recursive: true });
  await copyFile(file, path.join(FOLDER, `${name}.png`));
}
