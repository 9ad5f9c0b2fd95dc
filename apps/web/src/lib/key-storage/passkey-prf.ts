import { decodeBase64Url, passkeyPrfInput, randomBytes } from '@coffer/crypto';

/** The authenticator answered without a PRF result: it cannot unlock a key storage. */
export class PasskeyWithoutPrf extends Error {
  override name = 'PasskeyWithoutPrf';
}

/**
 * The PRF extension's input for any of `credentialIds`: each evaluated on its own input
 * (passkeyPrfInput), so whichever passkey answers gives the KEK of its own unlocker.
 */
export async function prfExtension(
  credentialIds: readonly string[],
): Promise<{ prf: { evalByCredential: Record<string, { first: BufferSource }> } }> {
  const evalByCredential: Record<string, { first: BufferSource }> = {};
  for (const id of credentialIds) evalByCredential[id] = { first: await passkeyPrfInput(id) };
  return { prf: { evalByCredential } };
}

/** A PRF result as the browser gives it (ArrayBuffer, or a view in some versions), copied. */
export function prfResultBytes(result: ArrayBuffer | ArrayBufferView): Uint8Array<ArrayBuffer> {
  const view =
    result instanceof ArrayBuffer
      ? new Uint8Array(result)
      : new Uint8Array(result.buffer, result.byteOffset, result.byteLength);
  return new Uint8Array(view);
}

/**
 * Asks one of `credentialIds` for its PRF output on its own input (docs/key-model.md
 * #unlockers): a local WebAuthn ceremony whose assertion goes nowhere, since only the
 * authenticator's secret output is wanted. Which passkey answered, and its output.
 */
export async function evaluatePasskeyPrf(
  credentialIds: readonly string[],
): Promise<{ credentialId: string; prfOutput: Uint8Array<ArrayBuffer> }> {
  const credential = await navigator.credentials.get({
    publicKey: {
      challenge: randomBytes(32),
      allowCredentials: credentialIds.map((id) => ({
        type: 'public-key' as const,
        id: decodeBase64Url(id),
      })),
      userVerification: 'required',
      extensions: await prfExtension(credentialIds),
    },
  });
  if (!(credential instanceof PublicKeyCredential)) throw new PasskeyWithoutPrf();
  const first = credential.getClientExtensionResults().prf?.results?.first;
  if (first === undefined) throw new PasskeyWithoutPrf();
  return {
    credentialId: credential.id,
    prfOutput: prfResultBytes(first),
  };
}
