/**
 * The screenshots issues #14 and #27 ask for in their reports: the invitation link's page, the
 * inline passkey step, the account page and the consent page; the sign-in page (its passkey
 * button, the app's code beside the passkey), the signed-in menu, a box waiting for its
 * organization and the provisions page, and the outbox's code step; in French the sign-in
 * page, the menu, the account page, the code step, the box waiting (reloaded: asking again
 * keeps the request) and the provisions page (its link opened again). Every run attaches them
 * to its report (attachScreenshot); copies are kept in e2e/screenshots/ (desktop width,
 * committed). When those pages change, regenerate the copies with the specs that take them:
 *
 *   pnpm build && cd e2e && E2E_UPDATE_SCREENSHOTS=1 npx playwright test --project=ui \
 *     tests/ui/journeys.spec.ts tests/ui/account-sessions.spec.ts tests/ui/consent-shared-data.spec.ts \
 *     tests/ui/french.spec.ts tests/ui/sign-in-and-security.spec.ts tests/ui/keys-invitations.spec.ts \
 *     tests/ui/keys-provisions.spec.ts tests/ui/mail-outbox.spec.ts
 */
import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';

const REPORT_SCREENSHOTS = new Set([
  'link-page',
  'inline-passkey',
  'account-page',
  'consent-page',
  // Issue #27's new pages, in English and French.
  'login-email',
  'login-fr',
  'login-second-factor',
  'session-menu',
  'session-menu-fr',
  'account-page-fr',
  'dana-waiting',
  'dana-waiting-fr',
  'provisions',
  'provisions-fr',
  'outbox-code-step',
  'outbox-code-step-fr',
]);
const FOLDER = path.resolve(import.meta.dirname, '../screenshots');

/** Copies a report screenshot into e2e/screenshots/ when E2E_UPDATE_SCREENSHOTS=1. */
export async function keepReportScreenshot(file: string, name: string): Promise<void> {
  if (process.env.E2E_UPDATE_SCREENSHOTS !== '1' || !REPORT_SCREENSHOTS.has(name)) return;
  await mkdir(FOLDER, { recursive: true });
  await copyFile(file, path.join(FOLDER, `${name}.png`));
}
