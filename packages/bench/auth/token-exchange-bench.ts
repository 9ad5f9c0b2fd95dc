import { presignClientAssertions } from './client-assertions';
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

/** grant_type=authorization_code with private_key_jwt: one fresh code and assertion per request. */
export function tokenExchangeRun(
  target: TokenEndpoint & { clientId: string; mintCodes: (count: number) => Promise<string[]> },
  key: RelyingPartyKey,
): LoadRun {
  return async (amount, connections) => {
    const assertions = await assertionsFor(target, target.clientId, key, amount);
    // Minted last: codes live 60 s.
    const codes = await target.mintCodes(amount);
    return postForms(
      target,
      connections,
      codes.map((code, index) => ({
        grant_type: 'authorization_code',
        code,
        redirect_uri: RELYING_PARTY_REDIRECT_URI,
        client_id: target.clientId,
        client_assertion_type: JWT_BEARER_ASSERTION,
        client_assertion: assertions[index]!,
      })),
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

function postForms(target: TokenEndpoint, connections: number, forms: Record<string, string>[]) {
  return runLoad({
    url: target.tokenEndpoint,
    method: 'POST',
    contentType: 'application/x-www-form-urlencoded',
    bodies: forms.map((form) => new URLSearchParams(form).toString()),
    connections,
    serverPid: target.serverPid,
    databasePid: target.databasePid,
  });
}
