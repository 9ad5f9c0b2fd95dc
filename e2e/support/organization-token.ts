/**
 * The API of an organization an admin made on the dashboard, as its own server would call it:
 * the admin registers a machine client with the page's session (acr 2, cookies and the CSRF
 * header, as the dashboard calls it), then the client's client_credentials token posts to
 * the organization's boxes (docs/boxes.md: an organization's token posts as the organization).
 */
import { expect, type Page } from '@playwright/test';
import { encryptTextToBox, formatBoxPublicKey, parseBoxPublicKey } from '@coffer/crypto';
import { createRelyingPartyKey } from '@coffer/api/test-relying-party';
import { APP_ORIGIN } from './e2e-settings';
import { clientCredentialsToken } from './organization-server';

export type OrganizationApi = Awaited<ReturnType<typeof organizationTokenOf>>;

export async function organizationTokenOf(page: Page, oid: string) {
  const csrf = await page.request.get('/api/auth/csrf');
  expect(csrf.status()).toBe(200);
  const { csrf_token: csrfToken } = (await csrf.json()) as { csrf_token: string };
  const key = await createRelyingPartyKey();
  const registered = await page.request.post(`/api/organizations/${oid}/clients`, {
    headers: { 'x-csrf-token': csrfToken },
    data: { name: 'Organization server', jwks: key.jwks },
  });
  expect(registered.status()).toBe(201);
  const { client_id: clientId } = (await registered.json()) as { client_id: string };
  const accessToken = await clientCredentialsToken(key, clientId);
  const authorization = { authorization: `Bearer ${accessToken}` };

  /** The box's public key, to encrypt to it as the organization's server does. */
  async function boxPublicKey(boxId: string): Promise<string> {
    const box = await fetch(`${APP_ORIGIN}/api/boxes/${boxId}`, { headers: authorization });
    expect(box.status).toBe(200);
    return ((await box.json()) as { public_key: string }).public_key;
  }

  return {
    /** Posts the texts to the box, `atOnce` at a time: in this order with 1, the default. */
    async postTexts(boxId: string, texts: string[], { atOnce = 1 } = {}) {
      const publicKey = parseBoxPublicKey(await boxPublicKey(boxId));
      const post = async (text: string) => {
        const posted = await fetch(`${APP_ORIGIN}/api/boxes/${boxId}/events`, {
          method: 'POST',
          headers: { ...authorization, 'content-type': 'application/json' },
          body: JSON.stringify({
            type: 'msg.text',
            content: {
              encrypted: await encryptTextToBox(publicKey, text),
              public_key: formatBoxPublicKey(publicKey),
            },
          }),
        });
        expect(posted.status).toBe(201);
      };
      for (let start = 0; start < texts.length; start += atOnce) {
        await Promise.all(texts.slice(start, start + atOnce).map(post));
      }
    },
  };
}
