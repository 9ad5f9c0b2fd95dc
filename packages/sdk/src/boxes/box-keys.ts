import {
  assertBoxKeyPair,
  parseBoxPublicKey,
  parseBoxSecretKey,
  type BoxPublicKey,
  type BoxSecretKey,
} from '@coffer/crypto';
import type { CofferContext } from '../context';
import { expectOk, sendWith } from '../http/api-client';
import type { RequestOptions } from '../http/request-options';
import type { BoxRef } from '../types';

/** The box's public key: from the box given, or read from Coffer for an id. */
export async function boxPublicKeyOf(
  context: CofferContext,
  box: BoxRef,
  request?: RequestOptions,
): Promise<BoxPublicKey> {
  if (typeof box !== 'string') return parseBoxPublicKey(box.public_key);
  const read = expectOk(
    await context.api.GET('/boxes/{id}', {
      params: { path: { id: box } },
      ...sendWith(context, request),
    }),
  );
  return parseBoxPublicKey(read.public_key);
}

/** The secret key `boxes.create` returned, checked against the box (a wrong key fails here). */
export async function boxSecretKeyFor(
  publicKey: BoxPublicKey,
  secretKey: string,
): Promise<BoxSecretKey> {
  const parsed = parseBoxSecretKey(publicKey.algorithm, secretKey);
  await assertBoxKeyPair(parsed, publicKey);
  return parsed;
}
