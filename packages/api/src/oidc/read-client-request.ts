import { acceptDpopProof, verifyClientAssertion } from '@coffer/domain/oidc';
import { getEnv } from '@coffer/env';
import { readClientAuthentication } from '../auth/read-credentials';
import { noteCaller } from '../observability/request-context';
import { readForm } from './http-helpers';

/**
 * The prologue of the endpoints a client calls with private_key_jwt and may send a DPoP proof
 * to (/oauth2/token, /oauth2/par): the form, the client's assertion for this endpoint's URL,
 * and the proof read for it (checked only when the endpoint asks). Each endpoint counts the
 * request itself: in its client's limit once the assertion's jti is recorded as new
 * (/oauth2/token in its own statement), else in its address's.
 */
export async function readClientRequest(request: Request, path: `/oauth2/${string}`) {
  const form = await readForm(request);
  const url = `${getEnv().appOrigin}${path}`;
  const assertion = await verifyClientAssertion(
    readClientAuthentication(request.headers, form),
    url,
  );
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
