import { parseUnlockerPasswordParams, passkeyKek, passwordKek } from '@coffer/crypto';
import { keepSignInKek } from './sign-in-kek-store';

/**
 * A sign-in that also unlocks the key storage (docs/key-model.md#what-the-pages-do): the
 * login page makes the KEK of the unlocker the person just proved and leaves it (a
 * non-extractable CryptoKey, never the passkey's PRF output or the password) for the page
 * the sign-in returns to, which takes it once (sign-in-kek-store.ts).
 * - `passkey`: from the PRF output of the sign-in ceremony itself, named by the credential.
 * - `password`: remade from the password once the server named the account's password
 *   unlocker and its salt.
 */
export async function keepSignInPasskeyKek(credentialId: string, prfOutput: Uint8Array) {
  try {
    await keepSignInKek('passkey', credentialId, await passkeyKek(prfOutput));
  } finally {
    prfOutput.fill(0);
  }
}

export async function keepSignInPasswordKek(
  unlocker: { id: string; kek_params: unknown },
  password: string,
): Promise<void> {
  const kek = await passwordKek(password, parseUnlockerPasswordParams(unlocker.kek_params));
  await keepSignInKek('password', unlocker.id, kek);
}
