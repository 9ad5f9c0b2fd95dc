import { presignClientAssertions } from './client-assertions';
import { runLoad, type LoadResult } from './load';
import { warmUpThenMeasure, type MeasureSettings } from './measure';
import { RELYING_PARTY_REDIRECT_URI, type RelyingPartyKey } from '@coffer/api/test-relying-party';

const JWT_BEARER_ASSERTION = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';

/** A provider's token endpoint, the benchmark's client there, and how to mint its codes ahead. */
export type TokenEndpointTarget = {
  name: string;
  tokenEndpoint: string;
  clientId: string;
  serverPid: number;
  mintCodes: (count: number) => Promise<string[]>;
};

/** grant_type=authorization_code with private_key_jwt: one fresh code and assertion per request. */
export function benchTokenExchange(
  target: TokenEndpointTarget,
  key: RelyingPartyKey,
  settings: MeasureSettings,
): Promise<LoadResult> {
  return warmUpThenMeasure(
    target.name,
    async (amount, connections) => {
      const assertions = await presignClientAssertions({
        key,
        clientId: target.clientId,
        // The token endpoint URL: an audience both providers accept.
        audience: target.tokenEndpoint,
        count: amount,
      });
      // Minted last: codes live 60 s.
      const codes = await target.mintCodes(amount);
      const bodies = codes.map((code, index) =>
        new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: RELYING_PARTY_REDIRECT_URI,
          client_id: target.clientId,
          client_assertion_type: JWT_BEARER_ASSERTION,
          client_assertion: assertions[index]!,
        }).toString(),
      );
      return runLoad({
        url: target.tokenEndpoint,
        method: 'POST',
        contentType: 'application/x-www-form-urlencoded',
        bodies,
        connections,
        serverPid: target.serverPid,
      });
    },
    settings,
  );
}
