import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@coffer/db';
import { findClientCached } from './clients/find-client-cached';
import { createSigningKey } from './signing-keys/create-signing-key';
import { getActiveSigningKey } from './signing-keys/get-active-signing-key';

// What another process (or `pnpm cli`) changes reaches this one through the database alone:
// the writes below never touch this process's caches.
const DELAY_MS = 5_000;

/** Moves this process's clock forward (the caches date their entries by Date.now). */
function later(ms: number) {
  const now = Date.now();
  vi.spyOn(Date, 'now').mockReturnValue(now + ms);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('what one process caches of what another may change', () => {
  it('a client changed elsewhere is obeyed here within 5 seconds', async () => {
    const id = `client-${randomUUID()}`;
    await getDb().oAuthClient.create({
      data: {
        id,
        name: 'Portal',
        redirectUris: ['https://portal.example/callback'],
        grantTypes: ['authorization_code'],
      },
    });
    expect(await findClientCached({ clientId: id })).toMatchObject({ name: 'Portal' });
    await getDb().oAuthClient.update({
      where: { id },
      data: { redirectUris: ['https://new.example/callback'] },
    });
    later(DELAY_MS + 1);
    expect(await findClientCached({ clientId: id })).toMatchObject({
      redirectUris: ['https://new.example/callback'],
    });
    await getDb().oAuthClient.delete({ where: { id } });
    later(2 * (DELAY_MS + 1));
    expect(await findClientCached({ clientId: id })).toBeNull();
  });

  it('a signing key rotated elsewhere signs here within 5 seconds', async () => {
    const before = await getActiveSigningKey({ alg: 'ES256' });
    const rotated = await createSigningKey({ alg: 'ES256' });
    later(DELAY_MS + 1);
    const after = await getActiveSigningKey({ alg: 'ES256' });
    expect(after.kid).toBe(rotated.id);
    expect(after.kid).not.toBe(before.kid);
  });
});
