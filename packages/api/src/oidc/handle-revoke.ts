import { authenticateClient, OAuthError, revokeToken } from '@coffer/domain/oidc';
import { getEnv } from '@coffer/env';
import { readClientAuthentication } from '../auth/read-credentials';
import { noteCaller } from '../observability/request-context';
import { readForm } from './http-helpers';

/** /oauth2/revoke (RFC 7009): the client revokes one of its tokens; always 200. */
export async function handleRevoke(request: Request): Promise<Response> {
  if (request.method !== 'POST') throw new OAuthError('invalid_request', 'use POST');
  const form = await readForm(request);
  const client = await authenticateClient(
    readClientAuthentication(request.headers, form),
    `${getEnv().appOrigin}/oauth2/revoke`,
  );
  noteCaller('client');
  const token = form['token'];
  if (!token) throw new OAuthError('invalid_request', 'token is required');
  await revokeToken({ client, token });
  return new Response(null, { status: 200, headers: { 'cache-control': 'no-store' } });
}
