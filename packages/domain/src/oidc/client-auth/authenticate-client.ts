import type { Client } from '../clients/client-select';
import { rememberClientAssertion } from './remember-client-assertion';
import { verifyClientAssertion, type ClientAuthenticationParams } from './verify-client-assertion';

/**
 * private_key_jwt in full: the assertion's checks (verifyClientAssertion), then its jti is
 * recorded, so that a replay is refused.
 */
export async function authenticateClient(
  params: ClientAuthenticationParams,
  endpointUrl: string,
): Promise<Client> {
  const assertion = await verifyClientAssertion(params, endpointUrl);
  await rememberClientAssertion(assertion);
  return assertion.client;
}
