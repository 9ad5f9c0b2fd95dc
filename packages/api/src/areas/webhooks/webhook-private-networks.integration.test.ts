/**
 * WEBHOOK_PRIVATE_NETWORKS=deny, the default (docs/activity.md, "Webhooks"): an endpoint that
 * plainly is not on the public internet is refused when registered or moved there.
 */
import { describe, expect, it } from 'vitest';
import { createRestClient } from '../../../test/rest-client';
import { json, setUpOrganization } from '../boxes/test/box-api';

process.env['WEBHOOK_PRIVATE_NETWORKS'] = 'deny';

const call = createRestClient();

describe('with WEBHOOK_PRIVATE_NETWORKS=deny', () => {
  it('refuses loopback, private and link-local endpoints, and creates nothing', async () => {
    const org = await setUpOrganization();
    const endpoints = `/organizations/${org.organization.id}/webhook-endpoints`;
    for (const url of [
      'http://localhost:8080/hook',
      'http://127.0.0.1/hook',
      'https://app.localhost/hook',
      'https://10.0.0.5/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://[::ffff:192.168.0.1]/hook',
    ]) {
      const refused = await call('POST', endpoints, org.admin.headers(), {
        url,
        event_types: ['msg.text'],
      });
      expect(refused.status, url).toBe(400);
      expect(await json(refused)).toMatchObject({
        code: 'bad_request',
        origin: 'body',
        desc: expect.stringContaining('WEBHOOK_PRIVATE_NETWORKS'),
        details: { url: 'forbidden' },
      });
    }
    const listed = await call('GET', endpoints, org.admin.headers());
    expect(await json(listed)).toEqual([]);
  });

  it('accepts a public name, and refuses moving it to a private address', async () => {
    const org = await setUpOrganization();
    const endpoints = `/organizations/${org.organization.id}/webhook-endpoints`;
    const created = await call('POST', endpoints, org.admin.headers(), {
      url: 'https://hooks.acme.example/coffer',
      event_types: ['msg.text'],
    });
    expect(created.status).toBe(201);
    const { id } = await json<{ id: string }>(created);
    const moved = await call('PATCH', `${endpoints}/${id}`, org.admin.headers(), {
      url: 'https://192.168.1.10/coffer',
    });
    expect(moved.status).toBe(400);
    expect(await json(await call('GET', endpoints, org.admin.headers()))).toMatchObject([
      { id, url: 'https://hooks.acme.example/coffer' },
    ]);
  });
});
