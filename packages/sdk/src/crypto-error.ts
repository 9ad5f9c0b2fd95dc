import { CryptoError as CryptoErrorClass } from '@coffer/crypto';

/** A failure of the cryptography: a wrong key, damaged data (`code` says which, docs/crypto.md). */
export interface CryptoErrorLike extends Error {
  readonly code: string;
}

/**
 * The class of those failures, for `instanceof`. Typed here because the SDK's declarations
 * must not name the private package it bundles.
 */
export const CryptoError: abstract new (...args: never[]) => CryptoErrorLike = CryptoErrorClass;
