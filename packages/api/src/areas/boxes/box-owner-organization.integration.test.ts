import { describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import { call, json, openBox, setUpOrganization, signedIn, type Box } from './test/box-api';

describe('owner_organization: the box names who opened it (docs/boxes.md)', () => {
  it('GET /boxes and GET /boxes/{id} name the owner organization to the data subject and the staff', async () => {
    const org = await setUpOrganization();
    const name = `Acme ${org.organization.id.slice(0, 8)}`;
    await getDb().organization.update({ where: { id: org.organization.id }, data: { name } });
    const subject = await signedIn();
    const byStaff = await openBox(org, {
      subject: subject.identity.identifierValue,
      by: org.agent.headers,
    });
    const byToken = await openBox(org, { subject: subject.identity.identifierValue });
    const expected = { id: org.organization.id, name };

    const listed = await json<Box[]>(await call('GET', '/boxes', subject.headers()));
    expect(listed.map((box) => [box.id, box.owner_organization])).toEqual([
      [byToken.box.id, expected],
      [byStaff.box.id, expected],
    ]);
    for (const { box } of [byStaff, byToken]) {
      const got = await call('GET', `/boxes/${box.id}`, subject.headers());
      expect(got.status).toBe(200);
      expect((await json<Box>(got)).owner_organization).toEqual(expected);
    }
    // The staff read the same; the creator stays the person who opened it.
    const seenByAdmin = await json<Box>(
      await call('GET', `/boxes/${byStaff.box.id}`, org.admin.headers()),
    );
    expect(seenByAdmin).toMatchObject({
      owner_organization: expected,
      creator: { id: org.agent.identity.id },
    });
  });

  it('follows a renamed organization', async () => {
    const org = await setUpOrganization();
    const subject = await signedIn();
    const { box } = await openBox(org, { subject: subject.identity.identifierValue });
    await getDb().organization.update({
      where: { id: org.organization.id },
      data: { name: 'Acme Renamed' },
    });
    const got = await json<Box>(await call('GET', `/boxes/${box.id}`, subject.headers()));
    expect(got.owner_organization).toEqual({ id: org.organization.id, name: 'Acme Renamed' });
  });
});
