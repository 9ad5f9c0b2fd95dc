/**
 * Many boxes at once for list tests, through the API with the session of a page signed in at
 * level 2 as staff of the organization (cookies and the CSRF header, as the pages call it).
 * The boxes have a public key but no key share: enough to be listed and searched.
 */
import { expect, type Page } from '@playwright/test';
import { formatBoxPublicKey, generateBoxKeyPair } from '@coffer/crypto';

// Sent together, a few at a time: the machine is shared.
const AT_ONCE = 10;

/** Opens one box per title, in this order (the first is the oldest), about `subject`. */
export async function seedBoxes(
  page: Page,
  { oid, subject, titles }: { oid: string; subject: string; titles: string[] },
): Promise<void> {
  const csrf = await page.request.get('/api/auth/csrf');
  expect(csrf.status()).toBe(200);
  const { csrf_token: csrfToken } = (await csrf.json()) as { csrf_token: string };
  const headers = { 'x-csrf-token': csrfToken };
  const datatags = await page.request.get(`/api/organizations/${oid}/datatags`, { headers });
  expect(datatags.status()).toBe(200);
  const [datatag] = (await datatags.json()) as { id: string }[];
  if (!datatag) throw new Error('the organization needs a datatag for its boxes');
  const open = async (title: string) => {
    const { publicKey } = await generateBoxKeyPair();
    const created = await page.request.post(`/api/organizations/${oid}/boxes`, {
      headers,
      data: {
        title,
        owner_org_id: oid,
        datatag_id: datatag.id,
        datatag_subject: subject,
        public_key: formatBoxPublicKey(publicKey),
      },
    });
    expect(created.status()).toBe(201);
  };
  await open(titles[0] ?? 'Box');
  for (let start = 1; start < titles.length; start += AT_ONCE) {
    await Promise.all(titles.slice(start, start + AT_ONCE).map(open));
  }
}
