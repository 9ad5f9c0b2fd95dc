import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdentity, createUserSession } from '@coffer/domain/test-factories';
import {
  startTestServer,
  type TestServer,
} from '../../../../../packages/api/test/start-test-server';
import { createApiClient } from '../trpc/create-api-client';
import { ApiError } from './api-error';
import { renewStaleCsrfToken } from './csrf-token';
import { sendRestStream } from './send-rest-stream';

process.env.FILE_STORAGE_DIR = mkdtempSync(path.join(tmpdir(), 'coffer-web-streams-'));

/** A 1×1 PNG. */
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (character) => character.charCodeAt(0),
);

const nodeFetch = globalThis.fetch;
let server: TestServer;
let page: JSDOM;
/** What the page asked the server for: method and path. */
let requests: string[];

/**
 * The browser's fetch on this page: addresses resolved against it, its cookies sent (a
 * same-origin request). Node's fetch does neither.
 */
function pageFetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : input, page.window.location.href);
  const headers = new Headers(init.headers);
  const cookies = page.cookieJar.getCookieStringSync(url.href);
  if (cookies !== '') headers.set('cookie', cookies);
  requests.push(`${init.method ?? 'GET'} ${url.pathname}`);
  return nodeFetch(url, { ...init, headers });
}

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await server.close();
});

// A fresh page for each test: no cookies, nothing in sessionStorage. Its storage, history
// and XMLHttpRequest (which sends the page's cookies) are jsdom's.
beforeEach(() => {
  page = new JSDOM('', { url: `${server.origin}/account` });
  requests = [];
  vi.stubGlobal('window', page.window);
  vi.stubGlobal('sessionStorage', page.window.sessionStorage);
  vi.stubGlobal('XMLHttpRequest', page.window.XMLHttpRequest);
  vi.stubGlobal('fetch', pageFetch);
});

/** A person signed in twice: this page holds the newer session's cookie. */
async function signedInAgain() {
  const identity = await createIdentity();
  const earlier = await createUserSession({ identityId: identity.id, acr: 1 });
  const current = await createUserSession({ identityId: identity.id, acr: 1 });
  for (const cookie of [`accesstoken=${current.accessToken}`, 'tokentype=bearer']) {
    page.cookieJar.setCookieSync(`${cookie}; Path=/`, server.origin);
  }
  return { identity, earlier, current };
}

/** The avatar form's body, made with the classes of the transport that sends it. */
function avatarForm(
  bytes: Uint8Array<ArrayBuffer>,
  classes: { FormData: typeof FormData; Blob: typeof Blob } = globalThis,
) {
  const form = new classes.FormData();
  form.append('avatar', new classes.Blob([bytes], { type: 'image/png' }), 'me.png');
  return form;
}

const pageClasses = () => ({ FormData: page.window.FormData, Blob: page.window.Blob });

async function refusalOf(request: Promise<unknown>): Promise<ApiError> {
  const failure: unknown = await request.then(
    () => new Error('the request was accepted'),
    (error: unknown) => error,
  );
  // Both transports reject with the ApiError itself: no page maps a failure.
  if (!(failure instanceof ApiError)) throw failure;
  return failure;
}

describe('sendRestStream', () => {
  it('renews a CSRF token of an earlier session once, then uploads with progress (XMLHttpRequest)', async () => {
    const { identity, earlier, current } = await signedInAgain();
    sessionStorage.setItem('coffer.csrf_token', earlier.csrfToken);
    const progress: number[] = [];
    const response = await sendRestStream({
      method: 'PUT',
      path: `/identities/${identity.id}/avatar`,
      body: avatarForm(PNG, pageClasses()),
      onUploadProgress: (done) => progress.push(done),
    });
    expect(response.status).toBe(204);
    expect(progress.length).toBeGreaterThan(0);
    expect(sessionStorage.getItem('coffer.csrf_token')).toBe(current.csrfToken);
  });

  it('renews it the same way through fetch, and reads the answer as a stream', async () => {
    const { identity, earlier, current } = await signedInAgain();
    sessionStorage.setItem('coffer.csrf_token', earlier.csrfToken);
    const path = `/identities/${identity.id}/avatar` as const;
    await sendRestStream({ method: 'PUT', path, body: avatarForm(PNG) });
    expect(sessionStorage.getItem('coffer.csrf_token')).toBe(current.csrfToken);
    const download = await sendRestStream({ method: 'GET', path });
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PNG);
  });

  it('takes the token the sign-in left in the address, and clears the address', async () => {
    const { identity, current } = await signedInAgain();
    page.reconfigure({ url: `${server.origin}/account#csrf_token=${current.csrfToken}` });
    const response = await sendRestStream({
      method: 'PUT',
      path: `/identities/${identity.id}/avatar`,
      body: avatarForm(PNG),
    });
    expect(response.status).toBe(204);
    expect(page.window.location.href).toBe(`${server.origin}/account`);
    expect(sessionStorage.getItem('coffer.csrf_token')).toBe(current.csrfToken);
  });

  it("turns a refusal into the contract's ApiError, on either transport", async () => {
    const { identity, current } = await signedInAgain();
    sessionStorage.setItem('coffer.csrf_token', current.csrfToken);
    const path = `/identities/${identity.id}/avatar` as const;
    const notAnImage = new TextEncoder().encode('plain text, not a picture');
    for (const refused of [
      refusalOf(sendRestStream({ method: 'PUT', path, body: avatarForm(notAnImage) })),
      refusalOf(
        sendRestStream({
          method: 'PUT',
          path,
          body: avatarForm(notAnImage, pageClasses()),
          onUploadProgress: () => undefined,
        }),
      ),
    ]) {
      const error = await refused;
      expect(error.status).toBe(400);
      expect(error.detail('avatar')).toBeDefined();
    }
    // A picture one byte over the 3 MiB an avatar may have (docs/http-api.md).
    const overLimit = new Uint8Array(3 * 1024 * 1024 + 1);
    overLimit.set(PNG);
    const tooLarge = await refusalOf(
      sendRestStream({
        method: 'PUT',
        path,
        body: avatarForm(overLimit, pageClasses()),
        onUploadProgress: () => undefined,
      }),
    );
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body?.code).toBe('request_entity_too_large');
  });

  it('signed out: no token to send, the 401 of the token request', async () => {
    const identity = await createIdentity();
    const error = await refusalOf(
      sendRestStream({
        method: 'PUT',
        path: `/identities/${identity.id}/avatar`,
        body: avatarForm(PNG),
      }),
    );
    expect(error.status).toBe(401);
    expect(sessionStorage.getItem('coffer.csrf_token')).toBeNull();
  });

  it('a server that cannot be reached is a network error', async () => {
    const { identity, current } = await signedInAgain();
    sessionStorage.setItem('coffer.csrf_token', current.csrfToken);
    await server.close();
    try {
      for (const onUploadProgress of [undefined, () => undefined]) {
        const error = await refusalOf(
          sendRestStream({
            method: 'PUT',
            path: `/identities/${identity.id}/avatar`,
            body: avatarForm(PNG, onUploadProgress ? pageClasses() : globalThis),
            onUploadProgress,
          }),
        );
        expect(error.isNetworkError).toBe(true);
      }
    } finally {
      server = await startTestServer();
    }
  });
});

describe("the app's tRPC client", () => {
  it('renews a CSRF token of an earlier session once, for a read and for a write', async () => {
    const { identity, earlier, current } = await signedInAgain();
    sessionStorage.setItem('coffer.csrf_token', earlier.csrfToken);
    const api = createApiClient();
    expect(await api.auth.getSession.query()).toMatchObject({ identity_id: identity.id });
    expect(sessionStorage.getItem('coffer.csrf_token')).toBe(current.csrfToken);

    sessionStorage.setItem('coffer.csrf_token', earlier.csrfToken);
    await api.identities.updateIdentity.mutate({ id: identity.id, display_name: 'Renewed' });
    expect(await api.identities.getIdentity.query({ id: identity.id })).toMatchObject({
      display_name: 'Renewed',
    });
    // Each refused call was made twice, with one token request between.
    expect(requests.filter((request) => request.includes('auth.getCsrfToken'))).toHaveLength(2);
  });

  it('asks no token for the login and consent steps, which run without a session', async () => {
    const api = createApiClient();
    const error = await refusalOf(api.auth.getLoginInfo.query({ login_challenge: 'a'.repeat(43) }));
    expect(error.status).toBe(404);
    expect(requests).toEqual([expect.stringContaining('/trpc/auth.getLoginInfo')]);
  });
});

describe('renewStaleCsrfToken', () => {
  const refusal = (details: Record<string, string>) =>
    new ApiError(403, { code: 'forbidden', origin: 'headers', desc: 'x', details }, null);

  it('renews once: the token is forgotten for the first refusal, a second one stands', () => {
    sessionStorage.setItem('coffer.csrf_token', 'stale');
    expect(renewStaleCsrfToken(refusal({ csrf_token: 'invalid' }), 2)).toBe(false);
    expect(sessionStorage.getItem('coffer.csrf_token')).toBe('stale');
    expect(renewStaleCsrfToken(refusal({ csrf_token: 'invalid' }), 1)).toBe(true);
    expect(sessionStorage.getItem('coffer.csrf_token')).toBeNull();
  });

  it('renews nothing for any other refusal', () => {
    sessionStorage.setItem('coffer.csrf_token', 'kept');
    for (const failure of [
      refusal({ csrf_token: 'required' }),
      refusal({ acr: 'forbidden' }),
      new ApiError(0, null, null),
      new Error('not an API call'),
    ]) {
      expect(renewStaleCsrfToken(failure, 1)).toBe(false);
    }
    expect(sessionStorage.getItem('coffer.csrf_token')).toBe('kept');
  });
});
