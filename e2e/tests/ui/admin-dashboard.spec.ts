import { createHash, randomUUID } from 'node:crypto';
import { expect, test, type Page, type Request } from '@playwright/test';
import { createRelyingPartyKey } from '@coffer/api/test-relying-party';
import { en as t } from '../../../apps/web/src/i18n/dictionaries/en';
import { fr } from '../../../apps/web/src/i18n/dictionaries/fr';
import {
  addMember,
  createBox,
  createDatatag,
  createOrganization,
  enrolPasskey,
  section,
} from '../../support/admin-dashboard';
import { signInThroughApi } from '../../support/api-sign-in';
import { APP_ORIGIN } from '../../support/e2e-settings';
import { clientCredentialsToken } from '../../support/organization-server';
import { expectNoHorizontalScroll, randomEmail } from '../../support/pages';
import { addVirtualAuthenticator } from '../../support/virtual-authenticator';

test('staff raise their level, then run an organization: staff, datatags, a box with its link, a machine client', async ({
  page,
}, testInfo) => {
  // Three sign-ins by emailed code.
  test.setTimeout(120_000);
  const email = randomEmail('staff');
  const agentEmail = randomEmail('agent');
  const subject = 'someone@example.com';
  await addVirtualAuthenticator(page);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: APP_ORIGIN,
  });
  let oid = '';

  await test.step('signed in by emailed code (level 1), creating an organization asks for level 2', async () => {
    await signInThroughApi(page, email, '/admin');
    await expect(page.getByRole('heading', { level: 1, name: t.admin.title })).toBeVisible();
    await expect(page.getByText(t.admin.home.listNeedsLevel)).toBeVisible();
    // Said before any click: no form to fill in for nothing.
    const form = section(page, t.admin.home.createHeading);
    await expect(form.getByText(t.accountPages.dashboard.createNeedsLevel)).toBeVisible();
    await expect(form.getByLabel(t.admin.home.nameLabel, { exact: true })).toHaveCount(0);
    await expect(form.getByRole('heading', { name: t.account.raise.heading })).toBeVisible();
    await expect(form.getByRole('link', { name: t.account.raise.action })).toHaveAttribute(
      'href',
      '/auth/login?return_to=%2Fadmin&acr_values=2',
    );
    await form.getByRole('link', { name: t.account.raise.setup }).click();
    await expect(page).toHaveURL(`${APP_ORIGIN}/account`);
  });

  await test.step('enrols a passkey, which takes the session to level 2 at once', async () => {
    await enrolPasskey(page);
    await page.goto('/admin');
    await expect(page.getByText(t.admin.home.none)).toBeVisible();
  });

  await test.step('creates an organization and lands on its dashboard as admin', async () => {
    await testInfo.attach('organizations-empty', {
      body: await page.screenshot(),
      contentType: 'image/png',
    });
    oid = await createOrganization(page, 'Acme payroll');
    await expect(page.getByText(t.admin.organization.yourRole(t.admin.roles.admin))).toBeVisible();
    await page.goto('/admin');
    const listed = section(page, t.admin.home.listHeading).getByRole('listitem');
    await expect(listed).toHaveCount(1);
    await expect(listed).toContainText('Acme payroll');
    await expect(listed).toContainText(t.admin.home.roleLabel(t.admin.roles.admin));
    await listed.getByRole('link', { name: 'Acme payroll' }).click();
    await expect(page).toHaveURL(`${APP_ORIGIN}/admin/organizations/${oid}`);
  });

  await test.step('adds datatags (one renamed) and an agent; the last admin stays', async () => {
    await createDatatag(page, 'Payslips');
    await createDatatag(page, 'Contracts');
    const datatags = section(page, t.admin.datatags.heading);
    await datatags.getByRole('button', { name: t.admin.datatags.renameLabel('Contracts') }).click();
    await datatags
      .getByLabel(t.admin.datatags.newNameLabel('Contracts'), { exact: true })
      .fill('Contracts 2026');
    await datatags.getByRole('button', { name: t.admin.datatags.save }).click();
    await expect(datatags.getByText(t.admin.datatags.renamed('Contracts 2026'))).toBeVisible();

    await addMember(page, agentEmail, 'agent');
    const members = section(page, t.admin.members.heading);
    await expect(members.getByRole('listitem').filter({ hasText: agentEmail })).toContainText(
      t.admin.roles.agent,
    );
    // Removing oneself, the only admin: the API refuses, and the page says why.
    await members.getByRole('button', { name: t.admin.members.removeLabel(email) }).click();
    await members
      .getByRole('group', { name: t.admin.members.removeLabel(email) })
      .getByRole('button', { name: t.admin.members.remove })
      .click();
    await expect(members.getByRole('alert')).toHaveText(t.admin.members.lastAdmin);
    await expect(members.getByRole('listitem').filter({ hasText: email })).toHaveCount(1);
  });

  await test.step('opens a box for someone@example.com: the link is shown once, the key stays here', async () => {
    const { boxId, invitationLink } = await createBox(page, {
      title: 'Your payslips',
      datatag: 'Payslips',
      subject,
    });
    const form = section(page, t.admin.createBox.heading);
    await expect(form.getByText(t.admin.createBox.linkWarning)).toBeVisible();
    await expect(form.getByTestId('invitation-link')).toBeFocused();
    await testInfo.attach('invitation-link', {
      body: await form.screenshot(),
      contentType: 'image/png',
    });
    await form.getByRole('button', { name: t.admin.createBox.copy }).click();
    await expect(form.getByText(t.admin.createBox.copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(invitationLink);
    await expect(form.getByRole('link', { name: t.admin.createBox.openBox })).toHaveAttribute(
      'href',
      `/boxes/${boxId}`,
    );
    // The secret key is in this browser's keyring; the share in the link is not the key.
    const secretKey = await readKeyringEntry(page, boxId);
    expect(secretKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const invitationShare = invitationLink.split('#')[1] ?? '';
    expect(invitationShare).not.toBe(secretKey);
    // The service knows the link's share by its hash; both shares XOR to the key kept here.
    const keyShare = await fetchKeyShare(page, invitationShare);
    expect(keyShare.box_id).toBe(boxId);
    expect(xorBase64Url(keyShare.service_share, invitationShare)).toBe(secretKey);

    const boxes = section(page, t.admin.boxes.heading);
    const box = boxes.getByRole('listitem').filter({ hasText: 'Your payslips' });
    await expect(box).toContainText(t.admin.boxes.about(subject));
    await expect(box).toContainText(t.admin.boxes.datatag('Payslips'));
    await expect(
      box.getByRole('link', { name: t.admin.boxes.openLabel('Your payslips') }),
    ).toHaveAttribute('href', `/boxes/${boxId}`);
    const filter = boxes.getByLabel(t.admin.boxes.filterLabel, { exact: true });
    await filter.selectOption({ label: 'Contracts 2026' });
    await expect(boxes.getByText(t.admin.boxes.none)).toBeVisible();
    await filter.selectOption({ label: 'Payslips' });
    await expect(boxes.getByRole('listitem')).toHaveCount(1);
    await expect(box).toBeVisible();
    await form.getByRole('button', { name: t.admin.createBox.done }).click();
    await expect(form.getByTestId('invitation-link')).toHaveCount(0);
  });

  await test.step('registers a machine client with an ES256 public key; its id gets a token', async () => {
    const key = await createRelyingPartyKey();
    const clients = section(page, t.admin.clients.heading);
    const jwksField = clients.getByLabel(t.admin.clients.jwksLabel, { exact: true });
    await clients.getByLabel(t.admin.clients.nameLabel, { exact: true }).fill('Payroll server');

    // Refusals first: a private key (refused in the page: it is never sent), then text that
    // is not JSON.
    const privateJwk = { ...key.privateJwk, alg: 'ES256' };
    const sentBodies: string[] = [];
    const watchRequests = (request: Request) => {
      sentBodies.push(request.postData() ?? '');
    };
    page.on('request', watchRequests);
    await jwksField.fill(JSON.stringify({ keys: [privateJwk] }));
    await clients.getByRole('button', { name: t.admin.clients.register }).click();
    await expect(clients.getByRole('alert')).toHaveText(t.admin.clients.privateKey);
    page.off('request', watchRequests);
    expect(sentBodies.filter((body) => body.includes(privateJwk.d ?? '-'))).toEqual([]);
    await expect(jwksField).toHaveAttribute('aria-invalid', 'true');
    await jwksField.fill('{"keys": [');
    await clients.getByRole('button', { name: t.admin.clients.register }).click();
    await expect(clients.getByRole('alert')).toHaveText(t.admin.clients.notJson);
    await expect(clients.getByText(t.admin.clients.none)).toBeVisible();

    await jwksField.fill(JSON.stringify(key.jwks, null, 2));
    await clients.getByRole('button', { name: t.admin.clients.register }).click();
    await expect(clients.getByText(t.admin.clients.registered('Payroll server'))).toBeVisible();
    const clientId = (await clients.getByTestId('client-id').textContent()) ?? '';
    expect(clientId).toMatch(/^[0-9a-f-]{36}$/);

    const token = await clientCredentialsToken(key, clientId);
    const organization = await fetch(`${APP_ORIGIN}/api/organizations/${oid}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(organization.status).toBe(200);
  });

  await test.step('the dashboard reads at 360 px', async () => {
    await page.reload();
    await expect(section(page, t.admin.boxes.heading).getByRole('listitem')).toHaveCount(1);
    await testInfo.attach('dashboard', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoHorizontalScroll(page);
    await testInfo.attach('dashboard-360px', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
    await page.emulateMedia({ colorScheme: 'dark' });
    await testInfo.attach('dashboard-360px-dark', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  });
});

test('at level 1, an organization dashboard shows the way up, in French too', async ({ page }) => {
  const path = `/admin/organizations/${randomUUID()}`;
  await signInThroughApi(page, randomEmail('stranger'), path);
  await expect(page.getByRole('heading', { name: t.account.raise.heading })).toBeVisible();
  await expect(page.getByRole('link', { name: t.account.raise.action })).toHaveAttribute(
    'href',
    `/auth/login?return_to=${encodeURIComponent(path)}&acr_values=2`,
  );
  await page.context().addCookies([{ name: 'lang', value: 'fr', url: APP_ORIGIN }]);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: fr.admin.title })).toBeVisible();
  await expect(page.getByText(fr.admin.home.listNeedsLevel)).toBeVisible();
  await expect(page.getByText(fr.accountPages.dashboard.createNeedsLevel)).toBeVisible();
});

/** GET /api/key-shares/<hash of the share> with the page's session (cookies and CSRF token). */
async function fetchKeyShare(page: Page, invitationShare: string) {
  const hash = createHash('sha512')
    .update(Buffer.from(invitationShare, 'base64url'))
    .digest('base64url');
  const answer = await page.evaluate(async (path) => {
    const response = await fetch(path, {
      headers: { 'x-csrf-token': sessionStorage.getItem('coffer.csrf_token') ?? '' },
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }, `/api/key-shares/${hash}`);
  expect(answer.status).toBe(200);
  return answer.body as { box_id: string; service_share: string };
}

function xorBase64Url(a: string, b: string): string {
  const left = Buffer.from(a, 'base64url');
  const right = Buffer.from(b, 'base64url');
  return Buffer.from(left.map((byte, index) => byte ^ (right[index] ?? 0))).toString('base64url');
}

/** The box secret key kept by the page in IndexedDB (apps/web/src/lib/box-keyring.ts). */
async function readKeyringEntry(page: Page, boxId: string): Promise<unknown> {
  return page.evaluate(async (id) => {
    const names = (await indexedDB.databases()).map((database) => database.name ?? '');
    const name = names.find((candidate) => candidate.startsWith('coffer-keyring-'));
    if (!name) return null;
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => {
        resolve(request.result);
      };
      request.onerror = () => {
        reject(new Error('keyring did not open'));
      };
    });
    return new Promise<unknown>((resolve, reject) => {
      const request = database
        .transaction('box-secret-keys')
        .objectStore('box-secret-keys')
        .get(id);
      request.onsuccess = () => {
        resolve(request.result);
      };
      request.onerror = () => {
        reject(new Error('keyring did not read'));
      };
    });
  }, boxId);
}
