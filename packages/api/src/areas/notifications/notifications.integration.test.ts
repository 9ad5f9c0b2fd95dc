import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getDb, Prisma, type NotificationType } from '@coffer/db';
import { createIdentity, createSignedInIdentity } from '@coffer/domain/test-factories';
import { buildOpenApiDocument } from '../../rest/openapi-document';
import { createRestClient } from '../../../test/rest-client';
import { identitiesOperations } from '../identities/operations';
import { webauthnCredentialsOperations } from '../webauthn-credentials/operations';
import { notificationsOperations } from './operations';

const routes = {
  identities: identitiesOperations,
  notifications: notificationsOperations,
  webauthnCredentials: webauthnCredentialsOperations,
};
const call = createRestClient();

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

function signedIn(acr = 1) {
  return createSignedInIdentity({ acr });
}

type Seed = {
  type: NotificationType;
  details?: Prisma.InputJsonValue;
  minutesAgo: number;
  acknowledged?: boolean;
};

/** Notifications of the identity, at distinct times; answers their ids in the given order. */
async function seed(identityId: string, seeds: Seed[]): Promise<number[]> {
  const ids: number[] = [];
  for (const { type, details, minutesAgo, acknowledged } of seeds) {
    const createdAt = new Date(Date.now() - minutesAgo * 60_000);
    const row = await getDb().notification.create({
      data: {
        identityId,
        type,
        details: details ?? Prisma.DbNull,
        createdAt,
        acknowledgedAt: acknowledged ? new Date(createdAt.getTime() + 1000) : null,
      },
    });
    ids.push(row.id);
  }
  return ids;
}

const BOX_ID = randomUUID();
/** An automatic invitation's details, before `used` (docs/key-model.md). */
const INVITATION = { box_id: BOX_ID, public_key: 'A'.repeat(43), encrypted_payload: 'cGF5bG9hZA' };

/** A mix of every type: used and unused invitations, one acknowledged notification. */
async function seedMix(identityId: string) {
  const [identityCreated, invited, invitedUsed, kicked, reset] = await seed(identityId, [
    { type: 'user_create_identity', minutesAgo: 50 },
    { type: 'box_auto_invite', details: { ...INVITATION, used: false }, minutesAgo: 40 },
    { type: 'box_auto_invite', details: { ...INVITATION, used: true }, minutesAgo: 30 },
    { type: 'member_kick', details: { box_id: BOX_ID }, minutesAgo: 20 },
    { type: 'user_reset_password', minutesAgo: 10, acknowledged: true },
  ]);
  return { identityCreated, invited, invitedUsed, kicked, reset } as Record<string, number>;
}

async function count(identityId: string, headers: Headers, query = '') {
  const response = await call('HEAD', `/identities/${identityId}/notifications${query}`, headers);
  return { status: response.status, total: response.headers.get('x-total-count') };
}

async function list(identityId: string, headers: Headers, query = '') {
  const response = await call('GET', `/identities/${identityId}/notifications${query}`, headers);
  return { status: response.status, body: (await response.json()) as Record<string, unknown>[] };
}

describe('HEAD /identities/{id}/notifications', () => {
  it('204 with X-Total-Count of the unacknowledged ones, filtered by type and used', async () => {
    const { identity, session } = await signedIn();
    await seedMix(identity.id);
    const response = await call(
      'HEAD',
      `/identities/${identity.id}/notifications`,
      session.headers(),
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('x-total-count')).toBe('4');
    expect(response.headers.get('access-control-expose-headers')).toBe('X-Total-Count');
    expect(await response.text()).toBe('');
    const cases: [string, string][] = [
      ['?type=box.auto_invite', '2'],
      ['?type=box.auto_invite&used=true', '1'],
      ['?type=box.auto_invite&used=false', '1'],
      ['?used=true', '1'],
      // Notifications without details are not used ones.
      ['?used=false', '3'],
      ['?type=user.reset_password', '0'],
      ['?type=member.kick', '1'],
    ];
    for (const [query, total] of cases) {
      expect(await count(identity.id, session.headers(), query), query).toEqual({
        status: 204,
        total,
      });
    }
  });

  it('400 (no body) for an unknown type or a used that is not true/false; refusals as everywhere', async () => {
    const { identity, session } = await signedIn();
    const other = await signedIn();
    for (const query of ['?type=member_kick', '?type=', '?used=yes', '?used=1', '?offset=1']) {
      const response = await call(
        'HEAD',
        `/identities/${identity.id}/notifications${query}`,
        session.headers(),
      );
      expect(response.status, query).toBe(400);
      expect(await response.text()).toBe('');
    }
    expect((await count(identity.id, new Headers())).status).toBe(401);
    const noCsrf = session.headers();
    noCsrf.delete('x-csrf-token');
    expect((await count(identity.id, noCsrf)).status).toBe(400);
    expect(await count(identity.id, other.session.headers())).toEqual({ status: 403, total: null });
    expect((await count(UNKNOWN_ID, session.headers())).status).toBe(403);
    expect((await count('nope', session.headers())).status).toBe(400);
  });
});

describe('GET /identities/{id}/notifications', () => {
  it('200 all of them, newest first, with each type in its documented shape', async () => {
    const { identity, session } = await signedIn();
    const ids = await seedMix(identity.id);
    const { status, body } = await list(identity.id, session.headers());
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        id: ids['reset'],
        type: 'user.reset_password',
        details: null,
        created_at: expect.stringMatching(/Z$/),
        acknowledged_at: expect.stringMatching(/Z$/),
      },
      {
        id: ids['kicked'],
        type: 'member.kick',
        details: { box_id: BOX_ID },
        created_at: expect.any(String),
        acknowledged_at: null,
      },
      {
        id: ids['invitedUsed'],
        type: 'box.auto_invite',
        details: { ...INVITATION, used: true },
        created_at: expect.any(String),
        acknowledged_at: null,
      },
      {
        id: ids['invited'],
        type: 'box.auto_invite',
        details: { ...INVITATION, used: false },
        created_at: expect.any(String),
        acknowledged_at: null,
      },
      {
        id: ids['identityCreated'],
        type: 'user.create_identity',
        details: null,
        created_at: expect.any(String),
        acknowledged_at: null,
      },
    ]);
    const times = body.map(({ created_at }) => Date.parse(created_at as string));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('filters by type and used; pages with offset and limit (unbounded by default)', async () => {
    const { identity, session } = await signedIn();
    const ids = await seedMix(identity.id);
    const idsOf = async (query: string) =>
      (await list(identity.id, session.headers(), query)).body.map(({ id }) => id);
    expect(await idsOf('?type=box.auto_invite')).toEqual([ids['invitedUsed'], ids['invited']]);
    expect(await idsOf('?used=true')).toEqual([ids['invitedUsed']]);
    expect(await idsOf('?used=false')).toEqual([
      ids['reset'],
      ids['kicked'],
      ids['invited'],
      ids['identityCreated'],
    ]);
    expect(await idsOf('?offset=1&limit=2')).toEqual([ids['kicked'], ids['invitedUsed']]);
    expect(await idsOf('?offset=4')).toEqual([ids['identityCreated']]);
    expect(await idsOf('?offset=5')).toEqual([]);
    expect(await idsOf('?limit=0')).toEqual([]);
    expect(await idsOf('?type=member.kick&offset=0&limit=10')).toEqual([ids['kicked']]);
  });

  it('400 origin query for invalid pagination or filters', async () => {
    const { identity, session } = await signedIn();
    for (const query of [
      '?offset=-1',
      '?offset=1.5',
      '?offset=abc',
      '?offset=',
      '?limit=-5',
      '?limit=1e2',
      '?limit=99999999999',
      '?type=user.delete',
      '?used=maybe',
      '?ids=1',
    ]) {
      const response = await call(
        'GET',
        `/identities/${identity.id}/notifications${query}`,
        session.headers(),
      );
      expect(response.status, query).toBe(400);
      expect(await response.json(), query).toMatchObject({ code: 'bad_request', origin: 'query' });
    }
  });

  it('refuses without credentials, CSRF, ownership or a well-formed id', async () => {
    const { identity, session } = await signedIn();
    const other = await signedIn();
    await seedMix(identity.id);
    expect((await call('GET', `/identities/${identity.id}/notifications`)).status).toBe(401);
    const noCsrf = session.headers();
    noCsrf.delete('x-csrf-token');
    const csrf = await call('GET', `/identities/${identity.id}/notifications`, noCsrf);
    expect(csrf.status).toBe(400);
    expect(await csrf.json()).toMatchObject({ details: { 'X-CSRF-Token': 'required' } });
    const notSelf = await call(
      'GET',
      `/identities/${identity.id}/notifications`,
      other.session.headers(),
    );
    expect(notSelf.status).toBe(403);
    expect(JSON.stringify(await notSelf.json())).not.toContain('box');
    expect((await list(UNKNOWN_ID, session.headers())).status).toBe(403);
    expect((await list('nope', session.headers())).status).toBe(400);
  });
});

describe('PUT /identities/{id}/notifications/acknowledgement', () => {
  async function acknowledge(identityId: string, headers: Headers, query = '') {
    return call('PUT', `/identities/${identityId}/notifications/acknowledgement${query}`, headers);
  }

  async function acknowledged(identityId: string) {
    const rows = await getDb().notification.findMany({
      where: { identityId },
      select: { id: true, acknowledgedAt: true },
      orderBy: { id: 'asc' },
    });
    return Object.fromEntries(rows.map(({ id, acknowledgedAt }) => [id, acknowledgedAt]));
  }

  it('204 acknowledges the listed ones only; a repeat keeps the first acknowledged_at', async () => {
    const { identity, session } = await signedIn();
    const ids = await seedMix(identity.id);
    const response = await acknowledge(
      identity.id,
      session.headers(),
      `?ids=${ids['invited']},${ids['kicked']}`,
    );
    expect(response.status).toBe(204);
    const after = await acknowledged(identity.id);
    expect(after[ids['invited']!]).toBeInstanceOf(Date);
    expect(after[ids['kicked']!]).toBeInstanceOf(Date);
    expect(after[ids['invitedUsed']!]).toBeNull();
    expect(after[ids['identityCreated']!]).toBeNull();
    expect((await count(identity.id, session.headers())).total).toBe('2');

    await new Promise((resolve) => setTimeout(resolve, 10));
    const repeat = await acknowledge(
      identity.id,
      session.headers(),
      `?ids=${ids['invited']},${ids['reset']}`,
    );
    expect(repeat.status).toBe(204);
    expect(await acknowledged(identity.id)).toEqual(after);
  });

  it('without ids: every unacknowledged one; the count drops to 0', async () => {
    const { identity, session } = await signedIn();
    const ids = await seedMix(identity.id);
    const before = await acknowledged(identity.id);
    expect((await acknowledge(identity.id, session.headers())).status).toBe(204);
    const after = await acknowledged(identity.id);
    expect(Object.values(after).every((at) => at instanceof Date)).toBe(true);
    expect(after[ids['reset']!]).toEqual(before[ids['reset']!]);
    expect((await count(identity.id, session.headers())).total).toBe('0');
  });

  it('an invalid ids value is ignored: 204 and nothing is acknowledged', async () => {
    const { identity, session } = await signedIn();
    const ids = await seedMix(identity.id);
    const before = await acknowledged(identity.id);
    for (const query of [
      '?ids=',
      '?ids=all',
      `?ids=${ids['invited']},x`,
      `?ids=${ids['invited']},`,
      '?ids=-1',
      '?ids=1;2',
    ]) {
      const response = await acknowledge(identity.id, session.headers(), query);
      expect(response.status, query).toBe(204);
    }
    expect(await acknowledged(identity.id)).toEqual(before);
  });

  it("never touches another identity's notifications, named by id or not", async () => {
    const { identity, session } = await signedIn();
    const victim = await createIdentity();
    const victimIds = await seedMix(victim.id);
    const before = await acknowledged(victim.id);
    const response = await acknowledge(
      identity.id,
      session.headers(),
      `?ids=${Object.values(victimIds).join(',')}`,
    );
    expect(response.status).toBe(204);
    expect((await acknowledge(identity.id, session.headers())).status).toBe(204);
    expect(await acknowledged(victim.id)).toEqual(before);
  });

  it('refuses without credentials, CSRF, ownership or a well-formed id; nothing changes', async () => {
    const { identity, session } = await signedIn();
    const other = await signedIn();
    await seedMix(identity.id);
    const before = await acknowledged(identity.id);
    expect((await acknowledge(identity.id, new Headers())).status).toBe(401);
    const noCsrf = session.headers();
    noCsrf.delete('x-csrf-token');
    expect((await acknowledge(identity.id, noCsrf)).status).toBe(400);
    expect((await acknowledge(identity.id, other.session.headers())).status).toBe(403);
    expect((await acknowledge(UNKNOWN_ID, session.headers())).status).toBe(403);
    expect((await acknowledge('nope', session.headers())).status).toBe(400);
    expect((await acknowledge(identity.id, session.headers(), '?type=member.kick')).status).toBe(
      400,
    );
    expect(await acknowledged(identity.id)).toEqual(before);
  });
});

it('documents the notification operations, with the details of each type', () => {
  const { paths } = buildOpenApiDocument(routes, 'http://localhost:3000');
  const operations = paths['/identities/{id}/notifications'] as Record<
    string,
    Record<string, unknown>
  >;
  expect(Object.keys(operations).sort()).toEqual(['get', 'head']);
  expect(operations['head']).toMatchObject({
    responses: { '204': { headers: { 'X-Total-Count': expect.any(Object) } } },
  });
  const schema = JSON.stringify(operations['get']?.['responses']);
  for (const type of [
    'member.kick',
    'user.reset_password',
    'user.create_account',
    'user.create_identity',
    'box.auto_invite',
  ]) {
    expect(schema).toContain(`"${type}"`);
  }
  for (const detail of ['box_id', 'public_key', 'encrypted_payload', 'used']) {
    expect(schema).toContain(detail);
  }
  expect(paths['/identities/{id}/notifications/acknowledgement']).toHaveProperty('put');
  expect(paths['/identities/{id}/notifications/{notification_id}/redemption']).toHaveProperty(
    'put',
  );
});
