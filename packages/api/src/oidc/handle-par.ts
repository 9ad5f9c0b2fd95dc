import {
  acceptDpopProof,
  pushAuthorizationRequest,
  verifyClientAssertion,
} from '@coffer/domain/oidc';
import { limitAuthRequests } from '@coffer/domain/rate-limit';
import { getEnv } from '@coffer/env';
import { clientIpOf } from '../auth/client-ip';
import { readClientAuthentication } from '../auth/read-credentials';
import { noteCaller } from '../observability/request-context';
import { protocolJson, readForm } from './http-helpers';

/**
 * /oauth2/par (RFC 9126 §2): the client authenticates as at the token endpoint
 * (private_key_jwt; its assertion's aud may be the issuer or this URL) and gets a
 * request_uri for its request, 201. A DPoP proof here binds the code to its key, as
 * dpop_jkt would (RFC 9449 §10.1).
 */
export async function handlePushedAuthorizationRequest(request: Request): Promise<Response> {
  await limitAuthRequests({ clientIp: clientIpOf(request.headers) });
  const form = await readForm(request);
  const parUrl = `${getEnv().appOrigin}/oauth2/par`;
  const assertion = await verifyClientAssertion(
    readClientAuthentication(request.headers, form),
    parUrl,
  );
  noteCaller('client');
  const proof = request.headers.get('dpop');
  const dpop =
    proof === null ? null : await acceptDpopProof({ proof, method: 'POST', url: parUrl });
  return protocolJson(
    await pushAuthorizationRequest({ assertion, params: form, dpopJkt: dpop?.jkt }),
    201,
  );
}
