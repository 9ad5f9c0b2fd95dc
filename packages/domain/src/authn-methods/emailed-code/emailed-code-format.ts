import { randomInt } from 'node:crypto';
import { keyedHash } from '../keyed-hash';

export const EMAILED_CODE_PATTERN = /^\d{6}$/;

/** 6 digits from a uniform CSPRNG draw (randomInt rejects biased values), zero-padded. */
export function createEmailedCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** Bound to the identity, so a stored hash says nothing about another identity's code. */
export function hashEmailedCode(identityId: string, code: string): string {
  return keyedHash('emailed-code', `${identityId}:${code}`);
}
