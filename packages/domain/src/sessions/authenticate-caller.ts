import { getDb } from '@coffer/db';
import { AppError } from '../errors/app-error';
import { hashSecret } from '../secrets/hash-secret';
import type { Caller } from './caller';
import { csrfTokenFor, isValidCsrfToken } from './csrf-token';

export type CallerCredentials = {
  /** The token of an `Authorization: Bearer` header. */
  bearerToken?: string;
  /** Cookies `accesstoken` and `tokentype`, and header `X-CSRF-Token`. */
  cookieToken?: string;
  cookieTokenType?: string;
  csrfToken?: string;
};

/**
 * Contract §4: organizations authenticate with a Bearer token, people with the session
 * cookies plus the CSRF header. A person's token in `Authorization` is refused, so a token
 * stolen from a cookie cannot be replayed from a script that does not hold the CSRF token.
 */
export async function authenticateCaller(credentials: CallerCredentials): Promise<Caller> {
  if (credentials.bearerToken !== undefined) {
    return authenticateBearer(credentials.bearerToken);
  }
  if (credentials.cookieToken !== undefined) {
    return authenticateCookie(credentials);
  }
  throw new AppError('unauthorized', {
    origin: 'cookies',
    desc: 'sign in first',
    details: { accesstoken: 'required' },
  });
}

async function authenticateBearer(token: string): Promise<Caller> {
  const row = await findActiveToken(token, 'headers', 'authorization');
  if (row.identityId !== null || row.organizationId === null) {
    throw new AppError('unauthorized', {
      origin: 'headers',
      desc: 'user tokens are only accepted in the accesstoken cookie',
      details: { authorization: 'forbidden' },
    });
  }
  return {
    kind: 'organization',
    organizationId: row.organizationId,
    acr: 2,
    accessTokenId: row.id,
    clientId: row.clientId,
  };
}

/**
 * GET /api/auth/csrf: the CSRF token of the session cookie, for a page reload. Cookie only
 * (the page lost the token); browsers never let another origin read the answer.
 */
export async function getCsrfToken(credentials: CallerCredentials): Promise<string> {
  return csrfTokenFor((await findSessionToken(credentials)).id);
}

async function authenticateCookie(credentials: CallerCredentials): Promise<Caller> {
  const row = await findSessionToken(credentials);
  if (credentials.csrfToken === undefined || credentials.csrfToken === '') {
    throw new AppError('bad_request', {
      origin: 'headers',
      desc: 'the X-CSRF-Token header is required',
      details: { 'X-CSRF-Token': 'required' },
    });
  }
  if (!isValidCsrfToken(row.id, credentials.csrfToken)) {
    throw new AppError('forbidden', {
      origin: 'headers',
      desc: 'the CSRF token does not match this session',
      details: { csrf_token: 'invalid' },
    });
  }
  return {
    kind: 'user',
    identityId: row.identityId,
    accountId: row.identity?.accountId ?? null,
    acr: row.acr,
    amr: row.amr,
    authTime: row.authorizationCode?.authTime ?? row.createdAt,
    accessTokenId: row.id,
    clientId: row.clientId,
  };
}

async function findSessionToken(credentials: CallerCredentials) {
  if (credentials.cookieTokenType !== undefined && credentials.cookieTokenType !== 'bearer') {
    throw new AppError('unauthorized', {
      origin: 'cookies',
      desc: 'tokentype must be bearer',
      details: { tokentype: 'invalid' },
    });
  }
  const row = await findActiveToken(credentials.cookieToken ?? '', 'cookies', 'accesstoken');
  // Only the service's own application keeps a session in cookies.
  if (row.identityId === null || !row.client.isOwn) {
    throw new AppError('unauthorized', {
      origin: 'cookies',
      desc: 'this token is not a session of the Coffer application',
      details: { accesstoken: 'invalid' },
    });
  }
  return { ...row, identityId: row.identityId };
}

async function findActiveToken(token: string, origin: 'headers' | 'cookies', field: string) {
  const row = await getDb().accessToken.findUnique({
    where: { tokenHash: hashSecret(token) },
    select: {
      id: true,
      clientId: true,
      identityId: true,
      organizationId: true,
      acr: true,
      amr: true,
      expiresAt: true,
      revokedAt: true,
      createdAt: true,
      authorizationCode: { select: { authTime: true } },
      client: { select: { isOwn: true } },
      identity: { select: { accountId: true } },
    },
  });
  if (!row || row.revokedAt !== null) {
    throw new AppError('unauthorized', {
      origin,
      desc: 'the access token is invalid',
      details: { [field]: 'invalid' },
    });
  }
  if (row.expiresAt <= new Date()) {
    throw new AppError('unauthorized', {
      origin,
      desc: 'the access token has expired',
      details: { [field]: 'expired' },
    });
  }
  return row;
}
