import { hash, verify } from '@node-rs/argon2';

/**
 * Server relief (docs/authentication.md): the browser already ran the expensive Argon2id, so the
 * server only hashes its 256-bit output, to keep a database dump from being replayed as the
 * login secret. argon2id (the library's default algorithm) at m=4096 KiB, t=1, p=1: a small
 * fraction of the browser's m=19456, t=2 (its cost per verify: packages/bench/README.md).
 * The input is the base64url text of the prehash: @node-rs/argon2's verify throws on
 * passwords that are not UTF-8, which raw hash bytes often are not.
 */
const SERVER_COST = { memoryCost: 4096, timeCost: 1, parallelism: 1 };

export function hashPrehash(hashBase64: string): Promise<string> {
  return hash(hashBase64, SERVER_COST);
}

/** Constant-time inside argon2's verify (it compares the digests with a fixed-time compare). */
export function prehashMatches(passwordHash: string, hashBase64: string): Promise<boolean> {
  return verify(passwordHash, hashBase64);
}
