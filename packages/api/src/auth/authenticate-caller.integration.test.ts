import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getPool } from '@coffer/db';
import {
  createIdentity,
  createOrganization,
  createOrganizationToken,
  createUserSession,
  type TestUserSession,
} from '@coffer/domain/test-factories';
import { authenticateCaller } from './authenticate-caller';
import { readCredentials } from './read-credentials';

let session: TestUserSession;
let organizationHeaders: () => Headers;

beforeAll(async () => {
  const identity = await createIdentity();
  session = await createUserSession({ identityId: identity.id, acr: 2 });
  organizationHeaders = (await createOrganizationToken((await createOrganization()).id)).headers;
});

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * How many statements the process sent to PostgreSQL while `work` ran: Prisma's adapter
 * sends each one outside a transaction through the pool's query().
 */
async function statementsDuring(work: () => Promise<unknown>): Promise<number> {
  const pool = getPool();
  const query = vi.spyOn(pool, 'query');
  await work();
  return query.mock.calls.length;
}

// Every API call authenticates first: its round trips are paid by every request (issue #18).
describe('authenticateCaller', () => {
  it("finds a person's session in one statement", async () => {
    const credentials = readCredentials(session.headers());
    await authenticateCaller(credentials);
    expect(await statementsDuring(() => authenticateCaller(credentials))).toBe(1);
  });

  it("finds an organization's token in one statement", async () => {
    const credentials = readCredentials(organizationHeaders());
    await authenticateCaller(credentials);
    expect(await statementsDuring(() => authenticateCaller(credentials))).toBe(1);
  });
});
