import { pushAuthorizationRequest } from '@coffer/domain/oidc';
import { withRequestLimit } from '@coffer/domain/rate-limit';
import { clientIpOf } from '../auth/client-ip';
import { protocolJson } from './http-helpers';
import { readClientRequest } from './read-client-request';

/**
 * /oauth2/par (RFC 9126 §2): the client authenticates as at the token endpoint
 * (private_key_jwt; its assertion's aud may be the issuer or this URL) and gets a
 * request_uri for its request, 201. A DPoP proof here binds the code to its key, as
 * dpop_jkt would (RFC 9449 §10.1). Counted in the client's limit once its assertion is
 * recorded, in its address's when refused before.
 */
export function handlePushedAuthorizationRequest(request: Request): Promise<Response> {
  return withRequestLimit(clientIpOf(request.headers), async (limit) => {
    const { form, assertion, acceptDpop } = await readClientRequest(request, '/oauth2/par');
    const dpop = await acceptDpop();
    return protocolJson(
      await pushAuthorizationRequest({ assertion, limit, params: form, dpopJkt: dpop?.jkt }),
      201,
    );
  });
}
