import { acceptDpopProof, verifyClientAssertion } from '@coffer/domain/oidc';
import { countAsClient, type LimitInStatement } from '@coffer/domain/rate-limit';
import { getEnv } from '@coffer/env';
import { readClientAuthentication } from '../auth/read-credentials';
import { noteCaller } from '../observability/request-context';
import { readForm } from './http-helpers';

/**
 * The prologue of the endpoints a client calls with private_key_jwt and may send a DPoP proof
 * to (/oauth2/token, /oauth2/par): the form, the client's assertion for this endpoint's URL,
 * and the proof read for it (checked only when the endpoint asks). Once the assertion is
 * verified, the request counts in the client's budget rather than its address's (`limit`,
 * which each endpoint counts itself, /oauth2/token in its own statement).
 */
export async function readClientRequest(
  request: Request,
  path: `/oauth2/${string}`,
  limit: LimitInStatement,
) {
  const form = await readForm(request);
  const url = `${getEnv().appOrigin}${path}`;
  const assertion = await verifyClientAssertion(
    readClientAuthentication(request.headers, form),
    url,
  );
  countAsClient(limit, assertion.client.id);
  noteCaller('client');
  const proof = request.headers.get('dpop');
  return {
    form,
    assertion,
    /** Whether a DPoP header came, before it is checked. */
    hasDpopProof: proof !== null,
    /** The DPoP proof checked against this endpoint (RFC 9449 §4.3), or null without one. */
    acceptDpop: async () =>
      proof === null ? null : await acceptDpopProof({ proof, method: 'POST', url }),
  };
}
