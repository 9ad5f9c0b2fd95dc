import { subtle } from './web-crypto';

/**
 * The KEK of a device unlocker: a random non-extractable AES-256-GCM key. The page keeps the
 * CryptoKey itself in IndexedDB (structured clone keeps it non-extractable), so its bytes
 * exist nowhere a script can read them, and the wrapped root key exists only on the server.
 */
export async function createDeviceKek(): Promise<CryptoKey> {
  return subtle().generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}
