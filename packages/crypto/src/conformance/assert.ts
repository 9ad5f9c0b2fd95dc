// Minimal assertions for the conformance cases, which run in Node (vitest) and in Chromium
// (Playwright) and so cannot use either runner's expect.

import { CryptoError, type CryptoErrorCode } from '../errors';

class AssertionError extends Error {
  override readonly name = 'AssertionError';
}

export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new AssertionError(message);
}

export function assertEqual<T>(actual: T, expected: T, message: string): void {
  if (!Object.is(actual, expected)) {
    throw new AssertionError(`${message}: expected ${String(expected)}, got ${String(actual)}`);
  }
}

export function assertBytesEqual(actual: Uint8Array, expected: Uint8Array, message: string): void {
  assertEqual(actual.byteLength, expected.byteLength, `${message} (length)`);
  for (let index = 0; index < actual.byteLength; index++) {
    if (actual[index] !== expected[index])
      throw new AssertionError(`${message}: bytes differ at offset ${index}`);
  }
}

/** Awaits `action` and requires it to fail with a CryptoError carrying `code`. */
export async function assertRejectsWithCode(
  action: () => unknown,
  code: CryptoErrorCode,
  message: string,
): Promise<void> {
  let outcome: unknown;
  try {
    outcome = await action();
  } catch (error) {
    if (error instanceof CryptoError && error.code === code) return;
    const got = error instanceof CryptoError ? `CryptoError ${error.code}` : String(error);
    throw new AssertionError(`${message}: expected CryptoError ${code}, got ${got}`);
  }
  throw new AssertionError(
    `${message}: expected CryptoError ${code}, but it succeeded with ${String(outcome)}`,
  );
}

/** Awaits `action` and requires it to fail, with any error (e.g. the platform's own). */
export async function assertRejects(action: () => unknown, message: string): Promise<void> {
  try {
    await action();
  } catch {
    return;
  }
  throw new AssertionError(`${message}: expected a failure, but it succeeded`);
}
