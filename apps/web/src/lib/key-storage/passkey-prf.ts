import { decodeBase64Url, passkeyPrfInput, randomBytes } from '@coffer/crypto';

/** The authenticator answered without a PRF result: it cannot unlock a key storage. */
export class PasskeyWithoutPrf extends Error {
  override name = 'PasskeyWithoutPrf';
}

/**
 * Asks one of `credentialIds` for its PRF output on its own input (docs/key-model.md
 * #unlockers): a local WebAuthn ceremony whose assertion goes nowhere, since only the
 * authenticator's secret output is wanted. Which passkey answered, and its output.
 */
export async function evaluatePasskeyPrf(
  credentialIds: readonly string[],
): Promise<{ credentialId: string; prfOutput: Uint8Array<ArrayBuffer> }> {
  const evalByCredential: Record<string, { first: BufferSource }> = {};
  for (const id of credentialIds) evalByCredential[id] = { first: await passkeyPrfInput(id) };
  const credential = await navigator.credentials.get({
    publicKey: {
      challenge: randomBytes(32),
      allowCredentials: credentialIds.map((id) => ({
        type: 'public-key' as const,
        id: decodeBase64Url(id),
      })),
      userVerification: 'required',
      extensions: { prf: { evalByCredential } },
    },
  });
  if (!(credential instanceof PublicKeyCredential)) throw new PasskeyWithoutPrf();
  const first = credential.getClientExtensionResults().prf?.results?.first;
  if (first === undefined) throw new PasskeyWithoutPrf();
  return {
    credentialId: credential.id,
    prfOutput: new Uint8Array(first instanceof ArrayBuffer ? first : first.buffer.slice(0)),
  };
}
