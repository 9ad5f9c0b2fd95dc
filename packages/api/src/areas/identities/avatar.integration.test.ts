import { mkdtempSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import { createIdentity, createUserSession } from '@coffer/domain/test-factories';
import { createRestHandler } from '../../rest/create-rest-handler';
import { notificationsOperations } from '../notifications/operations';
import { webauthnCredentialsOperations } from '../webauthn-credentials/operations';
import { identitiesOperations } from './operations';

process.env.APP_ORIGIN = 'http://localhost:3000';
const storageDir = mkdtempSync(path.join(tmpdir(), 'coffer-avatars-'));
process.env.FILE_STORAGE_DIR = storageDir;

const handle = createRestHandler({
  identities: identitiesOperations,
  notifications: notificationsOperations,
  webauthnCredentials: webauthnCredentialsOperations,
});

const MAX = 3 * 1024 * 1024;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('..JFIF\0jpeg')]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([4, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
]);

function avatarForm(bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.append('avatar', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

function upload(id: string, headers: Headers, form: FormData) {
  return handle(
    new Request(`http://localhost:3000/api/identities/${id}/avatar`, {
      method: 'PUT',
      headers,
      body: form,
    }),
  );
}

function call(method: string, id: string, headers: Headers = new Headers()) {
  return handle(
    new Request(`http://localhost:3000/api/identities/${id}/avatar`, { method, headers }),
  );
}

async function signedIn() {
  const identity = await createIdentity();
  const session = await createUserSession({ identityId: identity.id, acr: 1 });
  return { identity, session };
}

/** What storage holds: blob names and leftover temporary files. */
async function stored() {
  const blobs = await readdir(path.join(storageDir, 'avatars')).catch(() => []);
  const temporary = await readdir(path.join(storageDir, '.tmp')).catch(() => []);
  return { blobs: blobs.sort(), temporary: temporary.length };
}

function avatarRow(id: string) {
  return getDb().identity.findUniqueOrThrow({
    where: { id },
    select: { avatarStorageKey: true, avatarContentType: true, avatarUpdatedAt: true },
  });
}

describe('PUT /identities/{id}/avatar', () => {
  it('204 for a PNG sent as .txt (content decides), served publicly with safe headers', async () => {
    const { identity, session } = await signedIn();
    const response = await upload(
      identity.id,
      session.headers(),
      avatarForm(PNG, 'notes.txt', 'text/plain'),
    );
    expect(response.status).toBe(204);
    const row = await avatarRow(identity.id);
    expect(row).toMatchObject({
      avatarStorageKey: expect.stringMatching(/^avatars\/[0-9a-f-]{36}$/),
      avatarContentType: 'image/png',
      avatarUpdatedAt: expect.any(Date),
    });
    expect(await readFile(path.join(storageDir, row.avatarStorageKey!))).toEqual(PNG);

    // avatar_url points at the public download, which needs no credentials.
    const me = await handle(
      new Request(`http://localhost:3000/api/identities/${identity.id}`, {
        headers: session.headers(),
      }),
    );
    const avatarUrl = ((await me.json()) as { avatar_url: string }).avatar_url;
    expect(avatarUrl).toBe(`http://localhost:3000/api/identities/${identity.id}/avatar`);
    const download = await handle(new Request(avatarUrl));
    expect(download.status).toBe(200);
    expect(Object.fromEntries(download.headers)).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(PNG.byteLength),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'public, max-age=60',
    });
    expect(Buffer.from(await download.arrayBuffer())).toEqual(PNG);
  });

  it('accepts JPEG and WebP by their signatures, whatever they are called', async () => {
    const { identity, session } = await signedIn();
    for (const [bytes, type] of [
      [JPEG, 'image/jpeg'],
      [WEBP, 'image/webp'],
    ] as const) {
      const response = await upload(
        identity.id,
        session.headers(),
        avatarForm(bytes, 'x.bin', 'application/octet-stream'),
      );
      expect(response.status).toBe(204);
      expect((await avatarRow(identity.id)).avatarContentType).toBe(type);
      const download = await call('GET', identity.id);
      expect(download.headers.get('content-type')).toBe(type);
    }
  });

  it('400 invalid for a text file named .png (or an SVG, or too short to tell); nothing stored', async () => {
    const { identity, session } = await signedIn();
    const before = await stored();
    for (const [bytes, name] of [
      [Buffer.from('just some text, not an image at all'), 'avatar.png'],
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'a.svg',
      ],
      [PNG.subarray(0, 8), 'short.png'],
      [Buffer.alloc(0), 'empty.png'],
    ] as const) {
      const response = await upload(
        identity.id,
        session.headers(),
        avatarForm(bytes, name, 'image/png'),
      );
      expect(response.status, name).toBe(400);
      expect(await response.json(), name).toMatchObject({
        code: 'bad_request',
        origin: 'body',
        details: { avatar: 'invalid' },
      });
    }
    expect(await stored()).toEqual(before);
    expect((await avatarRow(identity.id)).avatarStorageKey).toBeNull();
  });

  it('3 MiB is accepted; 3 MiB + 1 byte is 413 and leaves no blob, no temporary file and the row unchanged', async () => {
    const { identity, session } = await signedIn();
    const atLimit = Buffer.alloc(MAX);
    PNG.copy(atLimit);
    expect(
      (await upload(identity.id, session.headers(), avatarForm(atLimit, 'a.png', 'image/png')))
        .status,
    ).toBe(204);
    const before = await stored();
    const rowBefore = await avatarRow(identity.id);

    const overLimit = Buffer.alloc(MAX + 1);
    PNG.copy(overLimit);
    const response = await upload(
      identity.id,
      session.headers(),
      avatarForm(overLimit, 'big.png', 'image/png'),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      code: 'request_entity_too_large',
      origin: 'body',
      details: { avatar: 'too_large' },
    });
    expect(await stored()).toEqual({ ...before, temporary: 0 });
    expect(await avatarRow(identity.id)).toEqual(rowBefore);
  });

  it('replacing deletes the previous blob', async () => {
    const { identity, session } = await signedIn();
    await upload(identity.id, session.headers(), avatarForm(PNG, 'a.png', 'image/png'));
    const first = (await avatarRow(identity.id)).avatarStorageKey!;
    await upload(identity.id, session.headers(), avatarForm(JPEG, 'b.jpg', 'image/jpeg'));
    const second = (await avatarRow(identity.id)).avatarStorageKey!;
    expect(second).not.toBe(first);
    const { blobs } = await stored();
    expect(blobs).toContain(path.basename(second));
    expect(blobs).not.toContain(path.basename(first));
  });

  it('400 for a missing avatar part or another part; nothing stored', async () => {
    const { identity, session } = await signedIn();
    const before = await stored();
    const empty = new FormData();
    empty.append('note', 'hello');
    const missing = await upload(identity.id, session.headers(), empty);
    expect(missing.status).toBe(400);
    const wrongName = new FormData();
    wrongName.append('picture', new Blob([PNG]), 'a.png');
    const wrong = await upload(identity.id, session.headers(), wrongName);
    expect(wrong.status).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('refuses without credentials, CSRF, ownership or a well-formed id, before storing anything', async () => {
    const { identity, session } = await signedIn();
    const other = await signedIn();
    const before = await stored();
    const form = () => avatarForm(PNG, 'a.png', 'image/png');
    expect((await upload(identity.id, new Headers(), form())).status).toBe(401);
    const noCsrf = session.headers();
    noCsrf.delete('x-csrf-token');
    const csrf = await upload(identity.id, noCsrf, form());
    expect(csrf.status).toBe(400);
    expect(await csrf.json()).toMatchObject({ details: { 'X-CSRF-Token': 'required' } });
    const notSelf = await upload(identity.id, other.session.headers(), form());
    expect(notSelf.status).toBe(403);
    expect(await notSelf.json()).toMatchObject({ origin: 'path', details: { id: 'forbidden' } });
    expect((await upload(UNKNOWN_ID, session.headers(), form())).status).toBe(403);
    const malformed = await upload('nope', session.headers(), form());
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ origin: 'path', details: { id: 'malformed' } });
    expect(await stored()).toEqual(before);
    expect((await avatarRow(identity.id)).avatarStorageKey).toBeNull();
  });
});

describe('DELETE /identities/{id}/avatar', () => {
  it('204 removes the row fields and the blob; then 409 and the download is 404', async () => {
    const { identity, session } = await signedIn();
    await upload(identity.id, session.headers(), avatarForm(PNG, 'a.png', 'image/png'));
    const key = (await avatarRow(identity.id)).avatarStorageKey!;
    const deleted = await call('DELETE', identity.id, session.headers());
    expect(deleted.status).toBe(204);
    expect(await avatarRow(identity.id)).toEqual({
      avatarStorageKey: null,
      avatarContentType: null,
      avatarUpdatedAt: null,
    });
    expect((await stored()).blobs).not.toContain(path.basename(key));
    const again = await call('DELETE', identity.id, session.headers());
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      code: 'conflict',
      details: { avatar: 'not_found' },
    });
    expect((await call('GET', identity.id)).status).toBe(404);
  });

  it('refuses without credentials, CSRF, ownership or a well-formed id; the avatar stays', async () => {
    const { identity, session } = await signedIn();
    const other = await signedIn();
    await upload(identity.id, session.headers(), avatarForm(PNG, 'a.png', 'image/png'));
    const before = await avatarRow(identity.id);
    expect((await call('DELETE', identity.id)).status).toBe(401);
    const noCsrf = session.headers();
    noCsrf.delete('x-csrf-token');
    expect((await call('DELETE', identity.id, noCsrf)).status).toBe(400);
    expect((await call('DELETE', identity.id, other.session.headers())).status).toBe(403);
    expect((await call('DELETE', UNKNOWN_ID, session.headers())).status).toBe(403);
    expect((await call('DELETE', 'nope', session.headers())).status).toBe(400);
    expect(await avatarRow(identity.id)).toEqual(before);
    expect((await call('GET', identity.id)).status).toBe(200);
  });
});

describe('GET /identities/{id}/avatar', () => {
  it('404 without an avatar or for an unknown identity; 400 for a malformed id', async () => {
    const identity = await createIdentity();
    for (const id of [identity.id, UNKNOWN_ID]) {
      const response = await call('GET', id);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({
        code: 'not_found',
        details: { avatar: 'not_found' },
      });
    }
    expect((await call('GET', 'nope')).status).toBe(400);
  });
});
