import { describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import {
  createOrganization,
  createOrganizationToken,
  createSignedInIdentity,
} from '@coffer/domain/test-factories';
import { handleRestRequest } from '../http-routes';

/** The app's session cookies and CSRF header, plus an organization's Bearer token. */
async function bothWays() {
  const { identity, session } = await createSignedInIdentity({ acr: 2 });
  const organization = await createOrganization();
  const headers = session.headers();
  headers.set(
    'authorization',
    `Bearer ${(await createOrganizationToken(organization.id)).accessToken}`,
  );
  return { identity, organization, headers };
}

const refused = {
  code: 'bad_request',
  origin: 'headers',
  desc: expect.any(String),
  details: { authorization: 'forbidden', accesstoken: 'forbidden' },
};

describe('a token sent two ways at once (RFC 6750 §2)', () => {
  it('is refused on the REST API, and the change it carried is not made', async () => {
    const { identity, headers } = await bothWays();
    headers.set('content-type', 'application/json');
    const response = await handleRestRequest(
      new Request(`http://localhost:3000/api/identities/${identity.id}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ display_name: 'Changed' }),
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(refused);
    const after = await getDb().identity.findUniqueOrThrow({ where: { id: identity.id } });
    expect(after.displayName).toBe(identity.displayName);
  });

  it('is refused where either way alone would be accepted', async () => {
    const { organization, headers } = await bothWays();
    const response = await handleRestRequest(
      new Request(`http://localhost:3000/api/organizations/${organization.id}`, { headers }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(refused);
  });

  it('is refused where credentials are optional', async () => {
    const { identity, headers } = await bothWays();
    const response = await handleRestRequest(
      new Request(`http://localhost:3000/api/identities/${identity.id}/profile`, { headers }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(refused);
  });
});
