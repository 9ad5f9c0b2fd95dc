/**
 * Test factories: real rows in the test file's own database, with random names so that
 * tests never depend on each other's data.
 */
import { randomUUID } from 'node:crypto';
import { getDb, JOB_QUEUE_SCHEMA } from '@coffer/db';
import { createSecret, hashSecret } from '../src/secrets/hash-secret';
import type { UserCaller } from '../src/sessions/caller';
import { csrfTokenFor } from '../src/sessions/csrf-token';

export function randomEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
}

export async function createIdentity(options: { email?: string; displayName?: string } = {}) {
  const email = options.email ?? randomEmail();
  return getDb().identity.create({
    data: {
      identifierValue: email,
      displayName: options.displayName ?? email.split('@')[0] ?? email,
    },
  });
}

export async function createOrganization(name = `Org ${randomUUID().slice(0, 8)}`) {
  return getDb().organization.create({ data: { name } });
}

/** The service's own client (cookie sessions are only accepted for its tokens). */
export async function ensureOwnClient() {
  return getDb().oAuthClient.upsert({
    where: { id: 'test-own-client' },
    update: {},
    create: {
      id: 'test-own-client',
      name: 'Coffer (test)',
      redirectUris: ['http://localhost:3000/auth/callback'],
      grantTypes: ['authorization_code'],
      isOwn: true,
    },
  });
}

export type TestUserSession = {
  accessToken: string;
  accessTokenId: string;
  csrfToken: string;
  /** Cookie and CSRF headers of a browser session of the own application. */
  headers: () => Headers;
};

/** A signed-in person at the given acr, as /auth/callback would leave the browser. */
export async function createUserSession(options: {
  identityId: string;
  acr: number;
  amr?: string[];
  expiresAt?: Date;
}): Promise<TestUserSession> {
  const client = await ensureOwnClient();
  const accessToken = createSecret();
  const row = await getDb().accessToken.create({
    data: {
      tokenHash: hashSecret(accessToken),
      clientId: client.id,
      identityId: options.identityId,
      acr: options.acr,
      amr: options.amr ?? ['identity:emailed_code'],
      scopes: ['openid'],
      expiresAt: options.expiresAt ?? new Date(Date.now() + 3600_000),
    },
  });
  const csrfToken = csrfTokenFor(row.id);
  return {
    accessToken,
    accessTokenId: row.id,
    csrfToken,
    headers: () =>
      new Headers({
        cookie: `accesstoken=${accessToken}; tokentype=bearer`,
        'x-csrf-token': csrfToken,
      }),
  };
}

/** An organization's machine token (client_credentials), for `Authorization: Bearer`. */
export async function createOrganizationToken(organizationId: string) {
  const client = await getDb().oAuthClient.create({
    data: {
      id: `org-client-${randomUUID()}`,
      name: 'Org machine',
      grantTypes: ['client_credentials'],
      organizationId,
    },
  });
  const accessToken = createSecret();
  await getDb().accessToken.create({
    data: {
      tokenHash: hashSecret(accessToken),
      clientId: client.id,
      organizationId,
      acr: 2,
      scopes: [],
      expiresAt: new Date(Date.now() + 3600_000),
    },
  });
  return { accessToken, headers: () => new Headers({ authorization: `Bearer ${accessToken}` }) };
}

/** A browser session at the provider (as a completed login leaves it): its cookie value. */
export async function createProviderSessionFor(options: {
  identityId: string;
  acr: number;
  amr: string[];
  authTime?: Date;
}): Promise<string> {
  const token = createSecret();
  await getDb().providerSession.create({
    data: {
      tokenHash: hashSecret(token),
      identityId: options.identityId,
      acr: options.acr,
      amr: options.amr,
      authTime: options.authTime ?? new Date(),
      expiresAt: new Date(Date.now() + 3600_000),
    },
  });
  return token;
}

/** A new identity with a browser session of the own application at `acr`. */
export async function createSignedInIdentity(options: { acr?: number; amr?: string[] } = {}) {
  const identity = await createIdentity();
  const session = await createUserSession({
    identityId: identity.id,
    acr: options.acr ?? 1,
    amr: options.amr,
  });
  return { identity, session };
}

/**
 * The caller a person's session stands for, as the API's ladder hands it to the domain (no
 * token behind it: domain functions check who calls, not how).
 */
export function userCaller(identityId: string, options: { acr?: number } = {}): UserCaller {
  return {
    kind: 'user',
    identityId,
    accountId: null,
    acr: options.acr ?? 2,
    amr: ['identity:emailed_code'],
    authTime: new Date(),
    accessTokenId: randomUUID(),
    sessionId: null,
    clientId: 'test-own-client',
    provedAt: new Date(),
  };
}

/**
 * The security emails queued for an identity, by event (docs/activity.md): a job exists once
 * the change that caused it committed.
 */
export async function queuedSecurityEvents(identityId: string): Promise<string[]> {
  const rows = await getDb().$queryRawUnsafe<{ data: { event: string } }[]>(
    `SELECT data FROM ${JOB_QUEUE_SCHEMA}.job
     WHERE name = 'security-email' AND data->>'identityId' = $1 ORDER BY created_on`,
    identityId,
  );
  return rows.map((row) => row.data.event);
}

/**
 * A browser signed in to the own application as a completed login leaves it: a provider
 * session and the app's access token issued within it (so ending the session ends the token).
 */
export async function createBrowserSession(options: {
  identityId: string;
  acr?: number;
  /** The hash of the browser's key cookie, for what is marked "this browser". */
  browserKeyHash?: string;
}) {
  const acr = options.acr ?? 1;
  const session = await getDb().providerSession.create({
    data: {
      tokenHash: hashSecret(createSecret()),
      identityId: options.identityId,
      acr,
      amr: ['identity:emailed_code'],
      authTime: new Date(),
      expiresAt: new Date(Date.now() + 3600_000),
      browserKeyHash: options.browserKeyHash ?? null,
    },
    select: { id: true },
  });
  const user = await createUserSession({ identityId: options.identityId, acr });
  await getDb().accessToken.update({
    where: { id: user.accessTokenId },
    data: { sessionId: session.id },
  });
  return { sessionId: session.id, ...user };
}
