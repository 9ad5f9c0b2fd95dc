/**
 * Revoking a device (docs/key-model.md#what-the-pages-do): its unlocker goes, and with
 * `sign_out` every session of the account that the same browser started ends too, so the
 * device is signed out, not only locked out of the storage. Without it, or for another kind
 * of unlocker, no session ends.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import { createBrowserSession, createIdentity } from '@coffer/domain/test-factories';
import { call, personWithStorage, sealUnlocker } from './test/key-storage-api';

/** How the server keeps a browser key (docs/authentication.md: only its hash). */
function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

/** A second browser of the owner, signed in, whose browser key the test knows. */
async function secondBrowser(identityId: string) {
  const browserKey = `device-key-${crypto.randomUUID()}`;
  const browser = await createBrowserSession({ identityId, acr: 2 });
  await getDb().providerSession.update({
    where: { id: browser.sessionId },
    data: { browserKeyHash: hashSecret(browserKey) },
  });
  const headers = () => {
    const headers = browser.headers();
    headers.set('cookie', `${headers.get('cookie') ?? ''}; coffer_browser=${browserKey}`);
    return headers;
  };
  return { ...browser, browserKey, headers };
}

describe('revoking a device', () => {
  it('with sign_out: the device’s sessions of the account end, the others go on', async () => {
    const owner = await personWithStorage();
    const laptop = await secondBrowser(owner.identity.id);
    const device = await sealUnlocker(owner.keys, 'device');
    const storage = `/identities/${owner.identity.id}/storage`;
    const added = await call('POST', `${storage}/unlockers`, laptop.headers(), {
      unlocker: device.unlocker,
    });
    expect(added.status).toBe(201);
    // Another identity's session in that same browser is not the account's: it stays.
    const stranger = await createIdentity();
    const strangerThere = await secondBrowser(stranger.id);
    await getDb().providerSession.update({
      where: { id: strangerThere.sessionId },
      data: { browserKeyHash: hashSecret(laptop.browserKey) },
    });

    const revoked = await call(
      'DELETE',
      `${storage}/unlockers/${device.unlocker.id}`,
      owner.headers(),
      { sign_out: true },
    );
    expect(revoked.status).toBe(204);
    const laptopSession = await getDb().providerSession.findUniqueOrThrow({
      where: { id: laptop.sessionId },
    });
    expect(laptopSession.revokedAt).not.toBeNull();
    expect(
      (await call('GET', storage, laptop.headers())).status,
      'the laptop is signed out at its next request',
    ).toBe(401);
    expect((await call('GET', storage, owner.headers())).status).toBe(200);
    const strangerSession = await getDb().providerSession.findUniqueOrThrow({
      where: { id: strangerThere.sessionId },
    });
    expect(strangerSession.revokedAt).toBeNull();
  });

  it('without sign_out, the device is locked out of the storage but stays signed in', async () => {
    const owner = await personWithStorage();
    const laptop = await secondBrowser(owner.identity.id);
    const device = await sealUnlocker(owner.keys, 'device');
    const storage = `/identities/${owner.identity.id}/storage`;
    await call('POST', `${storage}/unlockers`, laptop.headers(), { unlocker: device.unlocker });
    const revoked = await call(
      'DELETE',
      `${storage}/unlockers/${device.unlocker.id}`,
      owner.headers(),
    );
    expect(revoked.status).toBe(204);
    expect((await call('GET', storage, laptop.headers())).status).toBe(200);
  });

  it('a sign_out that is not a boolean is a 400 and removes nothing', async () => {
    const owner = await personWithStorage();
    const device = await sealUnlocker(owner.keys, 'device');
    const storage = `/identities/${owner.identity.id}/storage`;
    await call('POST', `${storage}/unlockers`, owner.headers(), { unlocker: device.unlocker });
    const refused = await call(
      'DELETE',
      `${storage}/unlockers/${device.unlocker.id}`,
      owner.headers(),
      {
        sign_out: 'yes',
      },
    );
    expect(refused.status).toBe(400);
    expect(await getDb().unlocker.count({ where: { id: device.unlocker.id } })).toBe(1);
  });
});

describe('the unlockers list', () => {
  it('says which device can be signed out with its removal', async () => {
    const owner = await personWithStorage();
    const laptop = await secondBrowser(owner.identity.id);
    const known = await sealUnlocker(owner.keys, 'device');
    const unknown = await sealUnlocker(owner.keys, 'device');
    const storage = `/identities/${owner.identity.id}/storage`;
    // The laptop sends its browser key; a client without the cookie sends none.
    await call('POST', `${storage}/unlockers`, laptop.headers(), { unlocker: known.unlocker });
    await call('POST', `${storage}/unlockers`, owner.headers(), { unlocker: unknown.unlocker });
    const listed = (await (await call('GET', storage, owner.headers())).json()) as {
      unlockers: { id: string; signs_out: boolean }[];
    };
    const signsOut = Object.fromEntries(listed.unlockers.map((u) => [u.id, u.signs_out]));
    expect(signsOut[known.unlocker.id]).toBe(true);
    expect(signsOut[unknown.unlocker.id]).toBe(false);
    expect(signsOut[owner.recovery.unlocker.id]).toBe(false);
  });
});
