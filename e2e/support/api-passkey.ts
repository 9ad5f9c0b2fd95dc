/**
 * Passkey ceremonies without the pages that hold them: the server's options, the browser's
 * own `navigator.credentials` (Chromium's virtual authenticator answers), the answer sent
 * back, all from a page of the app's origin, as the app's own code does them
 * (apps/web/src/lib/use-create-passkey.ts, apps/web/src/features/login/passkey-step.tsx).
 * For specs whose subject comes after the passkey; the account and login pages' own specs
 * keep pressing their buttons.
 */
import type { Page } from '@playwright/test';
import { APP_ORIGIN } from './e2e-settings';

export type Answer = { status: number; body: unknown };

/**
 * Registration (docs/identities.md, WebAuthn credentials 1 and 2) through the session's
 * REST calls, cookies and CSRF token as the app sends them. `stepUp`: the registration
 * counts as the passkey of a step-up that follows at once
 * (docs/authentication.md#a-passkey-created-during-a-sign-in-counts-once).
 */
export async function registerPasskey(
  page: Page,
  identityId: string,
  name: string,
  { stepUp = false } = {},
): Promise<Answer> {
  await openAppOrigin(page);
  return page.evaluate(
    async ({ identityId, name, stepUp }) => {
      const { csrf_token } = (await (await fetch('/api/auth/csrf')).json()) as {
        csrf_token: string;
      };
      const path = `/api/identities/${identityId}/webauthn-credentials/create`;
      const start = await fetch(path, { headers: { 'x-csrf-token': csrf_token } });
      const { publicKey } = (await start.json()) as {
        publicKey: PublicKeyCredentialCreationOptionsJSON;
      };
      const credential = (await navigator.credentials.create({
        // With the PRF extension enabled, as the app asks it, so that the passkey can later
        // unlock the key storage (docs/key-model.md#unlockers) on an authenticator that has it.
        publicKey: PublicKeyCredential.parseCreationOptionsFromJSON({
          ...publicKey,
          extensions: { ...publicKey.extensions, prf: {} },
        }),
      })) as PublicKeyCredential;
      const finish = await fetch(path, {
        method: 'POST',
        headers: { 'x-csrf-token': csrf_token, 'content-type': 'application/json' },
        body: JSON.stringify({
          name,
          ...(stepUp ? { step_up: true } : {}),
          credential: credential.toJSON(),
        }),
      });
      return { status: finish.status, body: (await finish.json()) as unknown };
    },
    { identityId, name, stepUp },
  );
}

/** The assertion the page's authenticator gives for a sign-in step's options, as JSON. */
export async function assertWithPasskey(page: Page, options: unknown): Promise<unknown> {
  await openAppOrigin(page);
  return page.evaluate(async (options) => {
    const credential = (await navigator.credentials.get({
      publicKey: PublicKeyCredential.parseRequestOptionsFromJSON(
        options as PublicKeyCredentialRequestOptionsJSON,
      ),
    })) as PublicKeyCredential;
    return credential.toJSON();
  }, options);
}

/**
 * WebAuthn answers only a document of the relying party's origin: a fresh page opens the
 * health check, the cheapest one the app serves (no page to render, no script to load).
 */
async function openAppOrigin(page: Page) {
  if (new URL(page.url()).origin === APP_ORIGIN) return;
  await page.goto('/api/health');
}
