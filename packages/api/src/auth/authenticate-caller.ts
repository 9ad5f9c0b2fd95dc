import { AppError, type ErrorOrigin } from '@coffer/domain';
import {
  findActiveAccessToken,
  isValidCsrfToken,
  type ActiveAccessToken,
  type Caller,
} from '@coffer/domain/sessions';
import { COOKIE } from './cookies';
import type { Credentials } from './read-credentials';

/**
 * Contract §4: organizations authenticate with a Bearer token, people with the session
 * cookies plus the CSRF header. A person's token in `Authorization` is refused, so a token
 * stolen from a cookie cannot be replayed from a script that does not hold the CSRF token.
 */
export async function authenticateCaller(credentials: Credentials): Promise<Caller> {
  switch (credentials.kind) {
    case 'bearer':
      return authenticateBearer(credentials.token);
    case 'session':
      return authenticateSession(credentials);
    case 'none':
      throw new AppError('unauthorized', {
        origin: 'cookies',
        desc: 'sign in first',
        details: { [COOKIE.accessToken]: 'required' },
      });
  }
}

async function authenticateBearer(token: string): Promise<Caller> {
  const found = await activeToken(token, 'headers', 'authorization');
  if (found.identityId !== null || found.organizationId === null) {
    throw new AppError('unauthorized', {
      origin: 'headers',
      desc: `user tokens are only accepted in the ${COOKIE.accessToken} cookie`,
      details: { authorization: 'forbidden' },
    });
  }
  return {
    kind: 'organization',
    organizationId: found.organizationId,
    acr: 2,
    accessTokenId: found.id,
    clientId: found.clientId,
  };
}

async function authenticateSession(
  credentials: Extract<Credentials, { kind: 'session' }>,
): Promise<Caller> {
  const session = await findSessionToken(credentials);
  if (credentials.csrfToken === undefined || credentials.csrfToken === '') {
    throw new AppError('bad_request', {
      origin: 'headers',
      desc: 'the X-CSRF-Token header is required',
      details: { 'X-CSRF-Token': 'required' },
    });
  }
  if (!isValidCsrfToken(session.id, credentials.csrfToken)) {
    throw new AppError('forbidden', {
      origin: 'headers',
      desc: 'the CSRF token does not match this session',
      details: { csrf_token: 'invalid' },
    });
  }
  return {
    kind: 'user',
    identityId: session.identityId,
    accountId: session.accountId,
    acr: session.acr,
    amr: session.amr,
    authTime: session.authTime,
    accessTokenId: session.id,
    sessionId: session.sessionId,
    clientId: session.clientId,
    provedAt: session.provedAt,
  };
}

/**
 * The app's session named by the cookies, CSRF header not required: the one use is giving a
 * page that lost it its CSRF token again (GET /api/auth/csrf).
 */
export async function findSessionToken(
  credentials: Credentials,
): Promise<ActiveAccessToken & { identityId: string }> {
  if (credentials.kind !== 'session') {
    throw new AppError('unauthorized', {
      origin: 'cookies',
      desc: 'the access token is invalid',
      details: { [COOKIE.accessToken]: 'invalid' },
    });
  }
  if (credentials.tokenType !== undefined && credentials.tokenType !== 'bearer') {
    throw new AppError('unauthorized', {
      origin: 'cookies',
      desc: `${COOKIE.tokenType} must be bearer`,
      details: { [COOKIE.tokenType]: 'invalid' },
    });
  }
  const found = await activeToken(credentials.token, 'cookies', COOKIE.accessToken);
  // Only the service's own application keeps a session in cookies.
  if (found.identityId === null || !found.isOwnClient) {
    throw new AppError('unauthorized', {
      origin: 'cookies',
      desc: 'this token is not a session of the Coffer application',
      details: { [COOKIE.accessToken]: 'invalid' },
    });
  }
  return { ...found, identityId: found.identityId };
}

async function activeToken(
  token: string,
  origin: ErrorOrigin,
  field: string,
): Promise<ActiveAccessToken> {
  const found = await findActiveAccessToken(token);
  if (found.state === 'active') return found.token;
  throw new AppError('unauthorized', {
    origin,
    desc:
      found.state === 'expired' ? 'the access token has expired' : 'the access token is invalid',
    details: { [field]: found.state },
  });
}
