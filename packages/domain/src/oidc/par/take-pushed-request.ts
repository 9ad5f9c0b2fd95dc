import { queryNamed } from '@coffer/db';
import { hashSecret } from '../../secrets/hash-secret';
import { UntrustedRedirectError } from '../authorize/parse-authorization-request';

/** What a request_uri of this server looks like (RFC 9126 §2.2). */
export const REQUEST_URI_PREFIX = 'urn:ietf:params:oauth:request_uri:';

// Deleted as it is read: of two requests bringing the same request_uri, one gets it.
const TAKE_SQL = `
  DELETE FROM "PushedAuthorizationRequest"
  WHERE "requestUriHash" = $1::text AND "clientId" = $2::text
  RETURNING "parameters", "expiresAt"`;

/**
 * An authorization request that names a request_uri (RFC 9126 §4): the parameters its client
 * pushed, or null for a request that names none. With a request_uri, only client_id may come
 * along: the pushed request is the whole request (FAPI 2.0 §5.3.2.2), nothing the browser
 * carries is mixed in. The request_uri works once, for its client, for 60 s. A refusal is
 * an error page: no redirect URI is trusted yet.
 */
export async function takePushedRequest(
  params: Record<string, string | undefined>,
): Promise<Record<string, string | undefined> | null> {
  const requestUri = params['request_uri'];
  if (requestUri === undefined) return null;
  const others = Object.keys(params).filter(
    (name) => name !== 'request_uri' && name !== 'client_id' && params[name] !== undefined,
  );
  if (others.length > 0) {
    throw new UntrustedRedirectError(
      `with request_uri, send only client_id (not ${others.slice(0, 3).join(', ')})`,
    );
  }
  const clientId = params['client_id'];
  if (!clientId) throw new UntrustedRedirectError('client_id is required');
  const rows = await queryNamed<{ parameters: Record<string, string>; expiresAt: Date }>(
    { name: 'take-pushed-request', text: TAKE_SQL },
    [hashSecret(requestUri), clientId],
  );
  const row = rows[0];
  if (!row) {
    throw new UntrustedRedirectError('request_uri is unknown, was used, or is not this client’s');
  }
  if (row.expiresAt <= new Date()) throw new UntrustedRedirectError('request_uri has expired');
  return row.parameters;
}
