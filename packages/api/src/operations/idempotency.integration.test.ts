/**
 * Idempotency-Key on creations (docs/http-api.md#idempotency-keys), against PostgreSQL: the
 * key's state lives in the database, so two processes share it.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import { pruneIdempotencyKeys } from '@coffer/domain/idempotency';
import { spawnCofferProcess } from '../../test/spawn-coffer-process';
import { handleTrpcRequest } from '../http-routes';
import {
  call,
  json,
  openBox,
  setUpOrganization,
  type Box,
  type TestOrganization,
} from '../areas/boxes/test/box-api';

function withKey(headers: Headers, key: string): Headers {
  headers.set('idempotency-key', key);
  return headers;
}

function createDatatag(org: TestOrganization, key: string, name: string, by = call) {
  return by('POST', `/organizations/${org.organization.id}/datatags`, withKey(org.token(), key), {
    name,
  });
}

async function datatagNames(org: TestOrganization): Promise<string[]> {
  const rows = await getDb().datatag.findMany({
    where: { organizationId: org.organization.id },
    select: { name: true },
    orderBy: { name: 'asc' },
  });
  return rows.map((row) => row.name);
}

describe('Idempotency-Key', () => {
  it('answers a retry with the first answer and creates one box', async () => {
    const org = await setUpOrganization();
    const key = randomUUID();
    const first = await openBox(org, { by: () => withKey(org.token(), key) });
    // The same request again, byte for byte: openBox's body with the same key pair.
    const body = {
      title: first.box.title,
      owner_org_id: org.organization.id,
      datatag_id: org.datatag.id,
      datatag_subject: first.box.datatag_subject,
      public_key: first.box.public_key,
      key_share: {
        service_share: first.split.serviceShare,
        invitation_share_hash: first.split.invitationShareHash,
        encrypted_invitation_key_share: first.split.encryptedInvitationKeyShare,
      },
    };
    const retry = await call(
      'POST',
      `/organizations/${org.organization.id}/boxes`,
      withKey(org.token(), key),
      body,
    );
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.headers.get('content-type')).toBe('application/json');
    expect((await json<Box>(retry)).id).toBe(first.box.id);
    expect(await getDb().box.count({ where: { ownerOrgId: org.organization.id } })).toBe(1);

    // The same key with another body is a 409 in the contract's error shape.
    const other = await call(
      'POST',
      `/organizations/${org.organization.id}/boxes`,
      withKey(org.token(), key),
      { ...body, title: 'Another title' },
    );
    expect(other.status).toBe(409);
    expect(await other.json()).toEqual({
      code: 'conflict',
      origin: 'headers',
      desc: expect.any(String) as string,
      details: { 'Idempotency-Key': 'conflict' },
    });
    expect(await getDb().box.count({ where: { ownerOrgId: org.organization.id } })).toBe(1);

    // The box's deletion takes its kept answer along.
    const deleted = await call('DELETE', `/boxes/${first.box.id}`, org.token(), {
      user_confirmation: 'delete',
    });
    expect(deleted.status).toBe(204);
    expect(await getDb().idempotencyKey.count({ where: { key } })).toBe(0);
  });

  it('keeps keys per caller, and runs a request without a key each time', async () => {
    const org = await setUpOrganization();
    const other = await setUpOrganization();
    const key = randomUUID();
    expect((await createDatatag(org, key, 'Contracts')).status).toBe(201);
    expect((await createDatatag(other, key, 'Contracts')).status).toBe(201);
    expect(await datatagNames(other)).toEqual(['Contracts', 'Invoices']);
    const plain = () =>
      call('POST', `/organizations/${org.organization.id}/datatags`, org.token(), {
        name: 'Payslips',
      });
    expect((await plain()).status).toBe(201);
    expect((await plain()).status).toBe(201);
    expect(await datatagNames(org)).toEqual(['Contracts', 'Invoices', 'Payslips', 'Payslips']);
  });

  it('frees the key of a refused request, and refuses a malformed key', async () => {
    const org = await setUpOrganization();
    const key = randomUUID();
    const refused = await createDatatag(org, key, '');
    expect(refused.status).toBe(400);
    expect((await createDatatag(org, key, 'Contracts')).status).toBe(201);
    const malformed = await createDatatag(org, 'a key with spaces', 'Payslips');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({
      origin: 'headers',
      details: { 'Idempotency-Key': 'malformed' },
    });
    expect(await datatagNames(org)).toEqual(['Contracts', 'Invoices']);
  });

  it('is a step of the operation itself: tRPC keeps and replays the same answer', async () => {
    const org = await setUpOrganization();
    const key = randomUUID();
    const overTrpc = () =>
      handleTrpcRequest(
        new Request('http://localhost/trpc/organizations.createDatatag', {
          method: 'POST',
          headers: withKey(
            new Headers([...org.token(), ['content-type', 'application/json']]),
            key,
          ),
          body: JSON.stringify({ oid: org.organization.id, name: 'Contracts' }),
        }),
      );
    const first = await overTrpc();
    expect(first.status).toBe(200);
    const retry = await overTrpc();
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    const idOf = async (answer: Response) =>
      ((await answer.json()) as { result: { data: { id: string } } }).result.data.id;
    expect(await idOf(retry)).toBe(await idOf(first));
    // REST finds the same kept answer: one operation, one key, whichever way it came.
    const overRest = await createDatatag(org, key, 'Contracts');
    expect(overRest.headers.get('idempotent-replayed')).toBe('true');
    expect(await datatagNames(org)).toEqual(['Contracts', 'Invoices']);
  });

  it('runs concurrent requests with one key once, across two processes', async () => {
    const org = await setUpOrganization();
    const key = randomUUID();
    const other = await spawnCofferProcess();
    try {
      const otherProcess = (
        method: string,
        path: string,
        headers = new Headers(),
        body?: unknown,
      ) =>
        fetch(`${other.origin}/api${path}`, {
          method,
          headers: { ...Object.fromEntries(headers), 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const answers = await Promise.all([
        createDatatag(org, key, 'Contracts'),
        createDatatag(org, key, 'Contracts', otherProcess),
        createDatatag(org, key, 'Contracts'),
        createDatatag(org, key, 'Contracts', otherProcess),
      ]);
      // Each answer is the creation, its replay, or "still running" (409 with Retry-After).
      for (const answer of answers) {
        if (answer.status === 409) {
          expect(answer.headers.get('retry-after')).toBe('1');
          expect(await answer.json()).toMatchObject({ details: { 'Idempotency-Key': 'locked' } });
        } else {
          expect(answer.status).toBe(201);
        }
      }
      expect(answers.filter((answer) => answer.status === 201).length).toBeGreaterThanOrEqual(1);
      expect(await datatagNames(org)).toEqual(['Contracts', 'Invoices']);
    } finally {
      await other.kill('SIGTERM');
    }
  });

  it('forgets a key after a day: the request runs again, and the sweep prunes it', async () => {
    const org = await setUpOrganization();
    const key = randomUUID();
    expect((await createDatatag(org, key, 'Contracts')).status).toBe(201);
    const dayAgo = new Date(Date.now() - 24 * 3600_000 - 1000);
    await getDb().idempotencyKey.updateMany({ where: { key }, data: { createdAt: dayAgo } });
    const again = await createDatatag(org, key, 'Contracts');
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(await datatagNames(org)).toEqual(['Contracts', 'Contracts', 'Invoices']);

    const stale = randomUUID();
    expect((await createDatatag(org, stale, 'Payslips')).status).toBe(201);
    await getDb().idempotencyKey.updateMany({ where: { key: stale }, data: { createdAt: dayAgo } });
    expect(await pruneIdempotencyKeys()).toBeGreaterThanOrEqual(1);
    expect(await getDb().idempotencyKey.count({ where: { key: stale } })).toBe(0);
  });
});
