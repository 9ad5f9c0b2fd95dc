import { describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import { randomEmail } from '@coffer/domain/test-factories';
import { call, json, setUpOrganization, signedIn } from '../boxes/test/box-api';

type Organization = { id: string; name: string; created_at: string };
type Member = { identity_id: string; identifier_value: string; role: string };
type Datatag = { id: string; name: string; organization_id: string };

describe('POST and GET /organizations', () => {
  it('a person at acr 2 creates an organization and becomes its admin', async () => {
    const person = await signedIn();
    const created = await call('POST', '/organizations', person.headers(), { name: '  Acme  ' });
    expect(created.status).toBe(201);
    const organization = await json<Organization>(created);
    expect(organization).toEqual({
      id: expect.any(String),
      name: 'Acme',
      created_at: expect.any(String),
    });
    expect(
      await getDb().organizationMember.findMany({
        where: { organizationId: organization.id },
        select: { identityId: true, role: true },
      }),
    ).toEqual([{ identityId: person.identity.id, role: 'admin' }]);
    const got = await call('GET', `/organizations/${organization.id}`, person.headers());
    expect(await json<Organization>(got)).toEqual(organization);
  });

  it('refuses acr 1, organization tokens, and outsiders', async () => {
    const weak = await signedIn({ acr: 1 });
    const tooLow = await call('POST', '/organizations', weak.headers(), { name: 'Acme' });
    expect(await tooLow.json()).toMatchObject({ origin: 'acr' });
    const org = await setUpOrganization();
    const byToken = await call('POST', '/organizations', org.token(), { name: 'Acme' });
    expect(byToken.status).toBe(403);
    const other = await setUpOrganization();
    const outsider = await signedIn();
    for (const headers of [outsider.headers(), other.token(), other.admin.headers()]) {
      const refused = await call('GET', `/organizations/${org.organization.id}`, headers);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ details: { oid: 'forbidden' } });
    }
    for (const headers of [org.token(), org.agent.headers()]) {
      expect((await call('GET', `/organizations/${org.organization.id}`, headers)).status).toBe(
        200,
      );
    }
  });
});

describe('GET /organizations', () => {
  it("lists the caller's organizations with the caller's role, newest first", async () => {
    const person = await signedIn();
    const first = await json<Organization>(
      await call('POST', '/organizations', person.headers(), { name: 'First' }),
    );
    const second = await json<Organization>(
      await call('POST', '/organizations', person.headers(), { name: 'Second' }),
    );
    const asAgent = await setUpOrganization();
    await getDb().organizationMember.create({
      data: {
        organizationId: asAgent.organization.id,
        identityId: person.identity.id,
        role: 'agent',
      },
    });
    // Someone else's organization: not listed.
    await setUpOrganization();
    const response = await call('GET', '/organizations', person.headers());
    expect(response.status).toBe(200);
    const listed = await json<(Organization & { role: string })[]>(response);
    // setUpOrganization's organization was created last.
    expect(listed).toEqual([
      {
        ...(await json<Organization>(
          await call('GET', `/organizations/${asAgent.organization.id}`, person.headers()),
        )),
        role: 'agent',
      },
      { ...second, role: 'admin' },
      { ...first, role: 'admin' },
    ]);
    const nobody = await signedIn();
    expect(await json<unknown[]>(await call('GET', '/organizations', nobody.headers()))).toEqual(
      [],
    );
  });

  it('refuses acr 1, organization tokens and anonymous callers', async () => {
    const org = await setUpOrganization();
    const weak = await signedIn({ acr: 1 });
    await getDb().organizationMember.create({
      data: { organizationId: org.organization.id, identityId: weak.identity.id, role: 'admin' },
    });
    const tooLow = await call('GET', '/organizations', weak.headers());
    expect(tooLow.status).toBe(403);
    expect(await tooLow.json()).toMatchObject({ origin: 'acr', details: { required_acr: '2' } });
    const byToken = await call('GET', '/organizations', org.token());
    expect(byToken.status).toBe(403);
    expect(await byToken.json()).toMatchObject({ details: { authorization: 'forbidden' } });
    expect((await call('GET', '/organizations', new Headers())).status).toBe(401);
    expect((await call('GET', '/organizations?offset=1', org.admin.headers())).status).toBe(400);
  });
});

describe('/organizations/{oid}/members', () => {
  it('admins list, add (creating the identity of a new email) and remove staff', async () => {
    const org = await setUpOrganization();
    const path = `/organizations/${org.organization.id}/members`;
    const listed = await json<Member[]>(await call('GET', path, org.admin.headers()));
    expect(listed.map((member) => [member.identity_id, member.role]).sort()).toEqual(
      [
        [org.admin.identity.id, 'admin'],
        [org.agent.identity.id, 'agent'],
      ].sort(),
    );
    const email = randomEmail('staff');
    const added = await call('POST', path, org.admin.headers(), {
      identifier_value: email.toUpperCase(),
      role: 'agent',
    });
    expect(added.status).toBe(201);
    const member = await json<Member>(added);
    expect(member).toMatchObject({ identifier_value: email, role: 'agent' });
    const again = await call('POST', path, org.admin.headers(), {
      identifier_value: email,
      role: 'admin',
    });
    expect(again.status).toBe(409);
    expect(
      (await call('DELETE', `${path}/${member.identity_id}`, org.admin.headers())).status,
    ).toBe(204);
    expect(
      (await call('DELETE', `${path}/${member.identity_id}`, org.admin.headers())).status,
    ).toBe(404);
  });

  it('agents and tokens may not manage staff; the last admin stays', async () => {
    const org = await setUpOrganization();
    const path = `/organizations/${org.organization.id}/members`;
    for (const headers of [org.agent.headers(), org.token()]) {
      expect((await call('GET', path, headers)).status).toBe(403);
      const add = await call('POST', path, headers, {
        identifier_value: randomEmail(),
        role: 'admin',
      });
      expect(add.status).toBe(403);
    }
    const last = await call('DELETE', `${path}/${org.admin.identity.id}`, org.admin.headers());
    expect(last.status).toBe(409);
    expect(await last.json()).toMatchObject({ details: { identity_id: 'conflict' } });
    expect(
      await getDb().organizationMember.count({ where: { organizationId: org.organization.id } }),
    ).toBe(2);
  });

  it('two admins removing each other at once: one of them stays', async () => {
    const org = await setUpOrganization();
    const second = await signedIn();
    await getDb().organizationMember.create({
      data: { organizationId: org.organization.id, identityId: second.identity.id, role: 'admin' },
    });
    const path = `/organizations/${org.organization.id}/members`;
    const answers = await Promise.all([
      call('DELETE', `${path}/${second.identity.id}`, org.admin.headers()),
      call('DELETE', `${path}/${org.admin.identity.id}`, second.headers()),
    ]);
    // The second to take the organization's lock finds one admin left (409), or finds
    // itself removed already (403): either way, one admin stays.
    const [removed, refused] = answers.map((answer) => answer.status).sort();
    expect(removed).toBe(204);
    expect([403, 409]).toContain(refused);
    expect(
      await getDb().organizationMember.count({
        where: { organizationId: org.organization.id, role: 'admin' },
      }),
    ).toBe(1);
  });
});

describe('/organizations/{oid}/datatags', () => {
  it('admins, agents and the token create, list and rename datatags; others may not', async () => {
    const org = await setUpOrganization();
    const other = await setUpOrganization();
    const path = `/organizations/${org.organization.id}/datatags`;
    const created: Datatag[] = [];
    for (const headers of [org.admin.headers(), org.agent.headers(), org.token()]) {
      const response = await call('POST', path, headers, { name: 'Payslips' });
      expect(response.status).toBe(201);
      created.push(await json<Datatag>(response));
    }
    const listed = await json<Datatag[]>(await call('GET', path, org.agent.headers()));
    expect(listed.map((tag) => tag.id)).toEqual([
      ...created.map((tag) => tag.id).reverse(),
      org.datatag.id,
    ]);
    const renamed = await call('PATCH', `${path}/${created[0]!.id}`, org.token(), { name: 'Pay' });
    expect(renamed.status).toBe(204);
    expect((await getDb().datatag.findUniqueOrThrow({ where: { id: created[0]!.id } })).name).toBe(
      'Pay',
    );

    const foreign = await call('PATCH', `${path}/${other.datatag.id}`, org.token(), { name: 'x' });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ details: { did: 'not_found' } });
    const outsider = await signedIn();
    for (const headers of [outsider.headers(), other.token()]) {
      expect((await call('POST', path, headers, { name: 'x' })).status).toBe(403);
      expect((await call('GET', path, headers)).status).toBe(403);
    }
    expect((await call('POST', path, org.token(), { name: '' })).status).toBe(400);
  });
});
