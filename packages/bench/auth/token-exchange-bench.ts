import { presignClientAssertions } from './client-assertions';
import { fetchDpopNonce, presignDpopProofs, type DpopKey } from './dpop-proofs';
import { runLoad } from './load';
import type { LoadRun } from './measure';
import { RELYING_PARTY_REDIRECT_URI, type RelyingPartyKey } from '@coffer/api/test-relying-party';

const JWT_BEARER_ASSERTION = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';

/** A provider's token endpoint and the processes whose CPU its answers cost. */
export type TokenEndpoint = {
  tokenEndpoint: string;
  serverPid: number;
  /** See runLoad's databasePid. */
  databasePid?: number;
};

/**
 * grant_type=authorization_code with private_key_jwt: one fresh code and assertion per request.
 * With `dpop`, each request carries a DPoP proof too (one fresh jti each, the server's nonce
 * learnt once per run), and the access token is bound to that key.
 */
export function tokenExchangeRun(
  target: TokenEndpoint & {
    clientId: string;
    mintCodes: (count: number) => Promise<string[]>;
    dpop?: DpopKey;
  },
  key: RelyingPartyKey,
): LoadRun {
  return async (amount, connections) => {
    const { dpop } = target;
    const assertions = await assertionsFor(target, target.clientId, key, amount + (dpop ? 1 : 0));
    const form = (code: string, assertion: string) => ({
      grant_type: 'authorization_code',
      code,
      redirect_uri: RELYING_PARTY_REDIRECT_URI,
      client_id: target.clientId,
      client_assertion_type: JWT_BEARER_ASSERTION,
      client_assertion: assertion,
    });
    const nonce =
      dpop &&
      (await fetchDpopNonce({
        key: dpop,
        url: target.tokenEndpoint,
        form: form('no-code: the nonce is asked first', assertions.pop()!),
      }));
    // Minted last: codes live 60 s.
    const codes = await target.mintCodes(amount);
    // … and the proofs after them: Coffer takes a proof at most a minute old.
    const proofs =
      dpop &&
      (await presignDpopProofs({ key: dpop, url: target.tokenEndpoint, nonce, count: amount }));
    return postForms(
      target,
      connections,
      codes.map((code, index) => form(code, assertions[index]!)),
      proofs?.map((proof) => ({ dpop: proof })),
    );
  };
}

/** grant_type=client_credentials with private_key_jwt: an organization's server token. */
export function clientCredentialsRun(
  target: TokenEndpoint & { organizationClientId: string },
  key: RelyingPartyKey,
): LoadRun {
  return async (amount, connections) => {
    const assertions = await assertionsFor(target, target.organizationClientId, key, amount);
    return postForms(
      target,
      connections,
      assertions.map((assertion) => ({
        grant_type: 'client_credentials',
        client_id: target.organizationClientId,
        client_assertion_type: JWT_BEARER_ASSERTION,
        client_assertion: assertion,
      })),
    );
  };
}

function assertionsFor(
  target: TokenEndpoint,
  clientId: string,
  key: RelyingPartyKey,
  count: number,
): Promise<string[]> {
  // The token endpoint URL: an audience both providers accept.
  return presignClientAssertions({ key, clientId, audience: target.tokenEndpoint, count });
}

function postForms(
  target: TokenEndpoint,
  connections: number,
  forms: Record<string, string>[],
  headers?: Record<string, string>[],
) {
  return runLoad({
    url: target.tokenEndpoint,
    method: 'POST',
    contentType: 'application/x-www-form-urlencoded',
    bodies: forms.map((form) => new URLSearchParams(form).toString()),
    requestHeaders: headers,
    connections,
    serverPid: target.serverPid,
    databasePid: target.databasePid,
  });
}
