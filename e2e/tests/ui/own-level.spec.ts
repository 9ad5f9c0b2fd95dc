/**
 * Issue #25, finding 1, as an attacker with the person's mailbox would try it
 * (docs/authentication.md#sensitive-operations): the person's passkey is on device 1; device 2
 * has only their mailbox, and its own authenticator to enrol one of its own. It must not reach
 * level 2, add a method, change keys or erase the account, from the pages or the API.
 */
import { expect, test, type Page } from '@playwright/test';
import { decryptTextFromBox, formatBoxPublicKey, generateBoxKeyPair } from '@coffer/crypto';
import { en as t } from '../../../apps/web/src/i18n/dictionaries/en';
import { section, waitForNewCodeAllowed } from '../../support/admin-dashboard';
import { signUpAtLevel2ThroughApi } from '../../support/api-sign-in';
import { APP_ORIGIN, databaseUrl } from '../../support/e2e-settings';
import { readMailbox, receiveSignInCode } from '../../support/mailbox';
import { organizationServer } from '../../support/organization-server';
import { newPerson, randomEmail, sessionAcr } from '../../support/pages';
import { newDevice, personWithKeys, setUpTotp } from '../../support/key-storage';
import { runSql } from '../../../packages/db/test/run-sql';
import { addVirtualAuthenticator } from '../../support/virtual-authenticator';

/**
 * A new person on /account at level 2: an emailed code, then a first passkey, which steps the
 * session up at once. Through the API: the journeys add it on the page (enrolPasskey).
 */
async function signUpWithPasskey(page: Page, email: string, name: string) {
  await signUpAtLevel2ThroughApi(page, email, '/account', name);
  expect(await sessionAcr(page)).toBe(2);
}

/** An API call from the page itself, with its session and CSRF token: status and body. */
async function callApi(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const csrf = (await (await fetch('/api/auth/csrf')).json()) as { csrf_token: string };
      const answer = await fetch(`/api${path}`, {
        method,
        headers: { 'x-csrf-token': csrf.csrf_token, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: answer.status, body: (await answer.json().catch(() => null)) as unknown };
    },
    { method, path, body },
  );
}

test('a mailbox alone, on a second device, cannot go past the person’s own passkey', async ({
  browser,
}) => {
  // Two sign-ins by emailed code to one address, a passkey, on a loaded machine.
  test.setTimeout(240_000);
  const email = randomEmail('own-level');
  const phone = await newPerson(browser);
  await addVirtualAuthenticator(phone);
  await signUpWithPasskey(phone, email, 'Phone');
  const you = section(phone, t.accountPages.you.heading);
  await you.getByText(t.accountPages.you.details).click();
  const identityId = (await you.getByTestId('identity-id').textContent()) ?? '';
  expect(identityId).toMatch(/^[0-9a-f-]{36}$/);

  const attacker = await newPerson(browser);
  // The attacker's own authenticator: had the server allowed it, a passkey of theirs.
  const authenticator = await addVirtualAuthenticator(attacker);
  await test.step('the sign-in with the mailbox ends at level 1', async () => {
    await waitForNewCodeAllowed(email);
    const mailsBefore = (await readMailbox(email)).length;
    await attacker.goto('/account');
    await attacker.getByLabel(t.login.email.label, { exact: true }).fill(email);
    await attacker.getByRole('button', { name: t.login.email.submit }).click();
    await attacker
      .getByLabel(t.login.emailedCode.label, { exact: true })
      .fill(await receiveSignInCode(email, mailsBefore));
    await expect(attacker.getByRole('heading', { name: t.login.passkey.heading })).toBeVisible();
    await attacker.getByRole('link', { name: t.journeys.stepUp.continueWithout }).click();
    await expect(attacker).toHaveURL(`${APP_ORIGIN}/account`);
    expect(await sessionAcr(attacker)).toBe(1);
  });

  await test.step('the pages offer no new method, only the person’s own', async () => {
    await expect(attacker.getByText(t.account.raise.methodsNeedLevel).first()).toBeVisible();
    await expect(attacker.getByRole('button', { name: t.account.passkeys.add })).toBeDisabled();
    await expect(attacker.getByRole('button', { name: t.account.totp.start })).toBeDisabled();
    // A page that needs level 2 asks for the passkey, and offers no "create one" way round.
    await attacker.goto('/inbox');
    await expect(attacker.getByRole('heading', { name: t.account.raise.heading })).toBeVisible();
    await expect(attacker.getByRole('link', { name: t.account.raise.action })).toBeVisible();
    await expect(attacker.getByRole('button', { name: t.journeys.passkeyNow.create })).toHaveCount(
      0,
    );
  });

  await test.step('the API refuses it all, at the person’s level', async () => {
    const refusals = [
      await callApi(attacker, 'GET', `/identities/${identityId}/webauthn-credentials/create`),
      await callApi(attacker, 'POST', `/identities/${identityId}/totp/enroll`),
      await callApi(attacker, 'DELETE', `/identities/${identityId}`, { user_confirmation: email }),
      await callApi(attacker, 'PATCH', `/identities/${identityId}`, {
        non_identified_pubkey: 'mMA1SUdtrNNt8o_b1LpgbUCbRiHMvD8MZHHBSeVe9Wo',
      }),
    ];
    for (const refusal of refusals) {
      expect(refusal).toEqual({
        status: 403,
        body: {
          code: 'forbidden',
          origin: 'acr',
          desc: 'acr is too low',
          details: { acr: 'forbidden', required_acr: '2' },
        },
      });
    }
    expect(await authenticator.credentialCount()).toBe(0);
    expect(await sessionAcr(attacker)).toBe(1);
  });

  await test.step('the person, on their phone, still has everything', async () => {
    await phone.goto('/account');
    await expect(section(phone, t.account.passkeys.heading).getByText('Phone')).toBeVisible();
    await expect(
      section(phone, t.accountPages.you.heading).getByTestId('signed-in-email'),
    ).toHaveText(email);
  });
});

test('signing out leaves no box key in this browser', async ({ browser }) => {
  test.setTimeout(240_000);
  const email = randomEmail('sign-out-keys');
  const organization = await organizationServer('Acme Lettings');
  const box = await organization.openBox('Your lease', email);
  const page = await newPerson(browser);
  await addVirtualAuthenticator(page);
  await signUpWithPasskey(page, email, 'Laptop');
  await page.goto(box.link);
  await expect(page.getByRole('heading', { level: 1, name: 'Your lease' })).toBeVisible();
  const keyring = `coffer-keyring-${await identityIdOf(page)}`;
  await expect.poll(() => keysIn(page, keyring)).toBe(1);

  await page.goto('/account');
  await page.getByRole('button', { name: t.account.signOut, exact: true }).click();
  await expect(page).toHaveURL(`${APP_ORIGIN}/`);
  expect(await keysIn(page, keyring)).toBe(0);
});

async function identityIdOf(page: Page): Promise<string> {
  const session = await callApi(page, 'GET', '/auth/session');
  return (session.body as { identity_id: string }).identity_id;
}

/** How many entries the IndexedDB database of that name holds in its first store. */
function keysIn(page: Page, database: string): Promise<number> {
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve, reject) => {
        const opened = indexedDB.open(name);
        opened.onerror = () => {
          reject(new Error(String(opened.error)));
        };
        opened.onsuccess = () => {
          const db = opened.result;
          const [store] = [...db.objectStoreNames];
          if (store === undefined) {
            db.close();
            resolve(0);
            return;
          }
          const counting = db.transaction(store).objectStore(store).count();
          counting.onsuccess = () => {
            db.close();
            resolve(counting.result);
          };
        };
      }),
    database,
  );
}

test('keys organizations invite to that the storage cannot open are found at unlock, and replaced', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const email = randomEmail('foreign-keys');
  const page = await newDevice(browser);
  await personWithKeys(page, email);
  const identityId = await identityIdOf(page);

  const foreign = await generateBoxKeyPair();
  const foreignKey = formatBoxPublicKey(foreign.publicKey);
  await test.step('a key the storage has no secret for is published (as a replaced key would be)', async () => {
    const challenge = await callApi(
      page,
      'GET',
      `/identities/${identityId}/pubkey-challenge?public_key=${encodeURIComponent(foreignKey)}`,
    );
    expect(challenge.status).toBe(200);
    const { encrypted_challenge } = challenge.body as { encrypted_challenge: string };
    const published = await callApi(page, 'PATCH', `/identities/${identityId}`, {
      pubkey: foreignKey,
      pubkey_proof: await decryptTextFromBox(foreign.secretKey, encrypted_challenge),
    });
    expect(published.status).toBe(204);
  });

  await test.step('the inbox says so when the keys open, and makes and publishes new ones', async () => {
    await page.goto('/inbox');
    const warning = page.getByRole('alert').filter({ hasText: t.keys.notice.foreignKeys });
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: t.keys.notice.republish }).click();
    // It goes once the next comparison finds the published key among the storage's.
    await expect(warning).toHaveCount(0);
    const keys = await callApi(
      page,
      'GET',
      `/identities/pubkey?identifier_value=${encodeURIComponent(email)}`,
    );
    expect(keys.status).toBe(200);
    expect(keys.body).toHaveLength(1);
    expect(keys.body).not.toContain(foreignKey);
  });
});

test('an old session confirms it is you with its passkey alone, and the change goes on by itself', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const email = randomEmail('reproof');
  const page = await newPerson(browser);
  const authenticator = await addVirtualAuthenticator(page);
  await signUpWithPasskey(page, email, 'Laptop');
  // A second method, so that the account keeps level 2 once the passkey is gone.
  await setUpTotp(page);
  const identityId = await identityIdOf(page);

  // What only time does: the session's last method was an hour ago.
  const aged = await runSql(
    databaseUrl(),
    `UPDATE "ProviderSession" SET "createdAt" = now() - interval '1 hour'
     WHERE "identityId" = $1 AND "revokedAt" IS NULL`,
    [identityId],
  );
  expect(aged).toBe(1);

  const passkeys = section(page, t.account.passkeys.heading);
  const prompt = page.getByRole('alertdialog', { name: t.account.proof.heading });
  await test.step('deleting the passkey asks to confirm it is you, and deletes nothing yet', async () => {
    await page.goto('/account');
    await passkeys.getByRole('button', { name: t.account.passkeys.deleteLabel('Laptop') }).click();
    await passkeys
      .getByRole('group', { name: t.account.passkeys.deleteLabel('Laptop') })
      .getByRole('button', { name: t.account.passkeys.delete })
      .click();
    await expect(prompt).toBeVisible();
    await expect(passkeys.getByText('Laptop', { exact: true })).toBeVisible();
  });

  await test.step('a window asks only the passkey, and the deletion goes on by itself', async () => {
    const opened = page.waitForEvent('popup');
    await prompt.getByRole('button', { name: t.account.proof.action }).click();
    const confirming = await opened;
    await authenticator.shareWith(confirming);
    await expect(confirming.getByRole('heading', { name: t.login.passkey.heading })).toBeVisible();
    // The mailbox is carried: no emailed code, only the second method (the app's code is
    // offered beside the passkey, and shares its field's label with the emailed code's).
    await expect(
      confirming.getByRole('heading', { name: t.login.emailedCode.heading }),
    ).toHaveCount(0);
    const closed = confirming.waitForEvent('close');
    await confirming.getByRole('button', { name: t.login.passkey.submit }).click();
    await closed;
    // No second click: the refused call was made again with the new session.
    await expect(page.getByText(t.account.passkeys.deleted('Laptop'))).toBeVisible();
    await expect(prompt).toHaveCount(0);
    await expect(page).toHaveURL(`${APP_ORIGIN}/account`);
    expect(await sessionAcr(page)).toBe(2);
  });
});
