import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createIdentity,
  createOrganization,
  createOrganizationToken,
  createUserSession,
  type TestUserSession,
} from '@coffer/domain/test-factories';
import { createRestHandler } from '../rest/create-rest-handler';
import type { OperationContract } from '../operations/operation-contract';
import type { RestMeta } from '../operations/operation-contract';
import { defineOperation } from '../operations/operation';
import { callerRung, userRung } from './ladder';

/** An operation at `path` that answers who called it. */
function whoami(rung: ReturnType<typeof callerRung>, path: RestMeta['path']) {
  const contract = {
    rest: { method: 'GET', path, summary: path, tags: [] },
    output: z.object({ kind: z.string(), acr: z.number() }),
  } satisfies OperationContract;
  return defineOperation(rung, contract, ({ ctx }) => ({
    kind: ctx.caller.kind,
    acr: ctx.caller.acr,
  }));
}

const handle = createRestHandler({
  ladder: {
    level1: whoami(userRung(1), '/level1'),
    level2: whoami(userRung(2), '/level2'),
    anyCaller: whoami(callerRung(2), '/any'),
  },
});

async function call(path: string, headers: Headers | Record<string, string> = {}) {
  const response = await handle(new Request(`http://localhost:3000/api${path}`, { headers }));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

let weak: TestUserSession;
let strong: TestUserSession;
let organizationHeaders: () => Headers;

beforeAll(async () => {
  const identity = await createIdentity();
  weak = await createUserSession({ identityId: identity.id, acr: 1 });
  strong = await createUserSession({ identityId: identity.id, acr: 2 });
  organizationHeaders = (await createOrganizationToken((await createOrganization()).id)).headers;
});

describe('credentials (401)', () => {
  it('none at all', async () => {
    expect(await call('/level1')).toEqual({
      status: 401,
      body: {
        code: 'unauthorized',
        origin: 'cookies',
        desc: expect.any(String),
        details: { accesstoken: 'required' },
      },
    });
  });

  it('an unknown cookie token', async () => {
    const { status, body } = await call('/level1', {
      cookie: 'accesstoken=nope; tokentype=bearer',
      'x-csrf-token': 'x',
    });
    expect(status).toBe(401);
    expect(body).toMatchObject({ details: { accesstoken: 'invalid' } });
  });

  it('an expired session', async () => {
    const identity = await createIdentity();
    const expired = await createUserSession({
      identityId: identity.id,
      acr: 2,
      expiresAt: new Date(Date.now() - 1000),
    });
    expect(await call('/level1', expired.headers())).toMatchObject({
      status: 401,
      body: { details: { accesstoken: 'expired' } },
    });
  });

  it('a tokentype other than bearer', async () => {
    const headers = weak.headers();
    headers.set('cookie', `accesstoken=${weak.accessToken}; tokentype=mac`);
    expect(await call('/level1', headers)).toMatchObject({
      status: 401,
      body: { details: { tokentype: 'invalid' } },
    });
  });

  it('a user token in the Authorization header is refused', async () => {
    const { status, body } = await call('/level1', {
      authorization: `Bearer ${strong.accessToken}`,
    });
    expect(status).toBe(401);
    expect(body).toMatchObject({ origin: 'headers', details: { authorization: 'forbidden' } });
  });

  it('a malformed Authorization header', async () => {
    expect(await call('/any', { authorization: 'Basic abc' })).toMatchObject({
      status: 401,
      body: { details: { authorization: 'malformed' } },
    });
  });
});

describe('CSRF', () => {
  it('missing: 400 {"X-CSRF-Token":"required"}, reads included', async () => {
    const headers = strong.headers();
    headers.delete('x-csrf-token');
    expect(await call('/level1', headers)).toEqual({
      status: 400,
      body: {
        code: 'bad_request',
        origin: 'headers',
        desc: expect.any(String),
        details: { 'X-CSRF-Token': 'required' },
      },
    });
  });

  it('wrong: 403 {"csrf_token":"invalid"}', async () => {
    const headers = strong.headers();
    headers.set('x-csrf-token', weak.csrfToken);
    expect(await call('/level1', headers)).toMatchObject({
      status: 403,
      body: { details: { csrf_token: 'invalid' } },
    });
  });
});

describe('acr (403 origin acr) and caller kind', () => {
  it('passes at the required level', async () => {
    expect(await call('/level1', weak.headers())).toEqual({
      status: 200,
      body: { kind: 'user', acr: 1 },
    });
    expect(await call('/level2', strong.headers())).toEqual({
      status: 200,
      body: { kind: 'user', acr: 2 },
    });
  });

  it('refuses acr 1 where 2 is required, with the contract body', async () => {
    expect(await call('/level2', weak.headers())).toEqual({
      status: 403,
      body: {
        code: 'forbidden',
        origin: 'acr',
        desc: 'acr is too low',
        details: { acr: 'forbidden', required_acr: '2' },
      },
    });
  });

  it('organization tokens count as acr 2 but are not people', async () => {
    expect(await call('/any', organizationHeaders())).toEqual({
      status: 200,
      body: { kind: 'organization', acr: 2 },
    });
    expect(await call('/level1', organizationHeaders())).toMatchObject({
      status: 403,
      body: { code: 'forbidden' },
    });
  });
});
