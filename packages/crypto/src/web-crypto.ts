import { CryptoError } from './errors';

/**
 * The platform's WebCrypto. Browsers only expose `crypto.subtle` in secure contexts
 * (https, http://localhost, http://127.0.0.1); failing here with a code is clearer than a
 * TypeError deep inside an encryption call.
 */
export function webCrypto(): Crypto {
  // Typed as possibly missing: the DOM types promise what insecure contexts do not provide.
  const candidate = (globalThis as { crypto?: Partial<Crypto> }).crypto;
  if (candidate?.subtle === undefined || candidate.getRandomValues === undefined) {
    throw new CryptoError(
      'WEBCRYPTO_UNAVAILABLE',
      'WebCrypto (crypto.subtle) is not available; a secure context is required',
    );
  }
  return candidate as Crypto;
}

export function subtle(): SubtleCrypto {
  return webCrypto().subtle;
}
