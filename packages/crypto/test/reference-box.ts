// Independent implementations of the two box cryptogram formats (docs/crypto.md): tweetnacl
// called directly, node:crypto RSA-OAEP / HMAC / AES-CTR, Buffer base64 and a hand msgpack.
// Used to prove that what the package writes, others read, and the reverse.

import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  privateDecrypt,
  publicEncrypt,
  randomBytes,
  constants,
  type KeyObject,
} from 'node:crypto';
import nacl from 'tweetnacl';
import { packBinMap, unpackBinMap } from './reference-msgpack';

const wrap = (bytes: Uint8Array) => ({
  type: 'Uint8Array',
  encoding: 'base64',
  value: Buffer.from(bytes).toString('base64'),
});

export function referenceNaclEncrypt(
  recipientPublicKey: Uint8Array,
  plaintext: Uint8Array,
): string {
  const ephemeral = nacl.box.keyPair();
  const nonce = randomBytes(24);
  const ciphertext = nacl.box(plaintext, nonce, recipientPublicKey, ephemeral.secretKey);
  const json = `{"ephemeralSenderPublicKey":${JSON.stringify(wrap(ephemeral.publicKey))},"nonce":${JSON.stringify(wrap(nonce))},"ciphertext":${JSON.stringify(wrap(ciphertext))}}`;
  return Buffer.from(json, 'utf8').toString('base64url');
}

export function referenceNaclDecrypt(recipientSecretKey: Uint8Array, cryptogram: string): Buffer {
  const parsed = JSON.parse(Buffer.from(cryptogram, 'base64url').toString('utf8')) as Record<
    string,
    { value: string }
  >;
  if (Object.keys(parsed).join() !== 'ephemeralSenderPublicKey,nonce,ciphertext')
    throw new Error('field order');
  const field = (name: string) => Buffer.from(parsed[name]!.value, 'base64');
  const plaintext = nacl.box.open(
    field('ciphertext'),
    field('nonce'),
    field('ephemeralSenderPublicKey'),
    recipientSecretKey,
  );
  if (plaintext === null) throw new Error('nacl open failed');
  return Buffer.from(plaintext);
}

const OAEP = { padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' } as const;
const hmac = (key: Uint8Array, data: Uint8Array | string) =>
  createHmac('sha256', key).update(data).digest();
const counterBlock = (nonce: Uint8Array) => Buffer.concat([nonce, Buffer.alloc(8)]);

export function referenceAesRsaEncrypt(publicKey: KeyObject, plaintext: Uint8Array): string {
  const symmetricKey = randomBytes(32);
  const aesKey = hmac(symmetricKey, 'encryption');
  const macKey = hmac(symmetricKey, 'mac').subarray(0, 16);
  const nonce = randomBytes(8);
  const cipher = createCipheriv('aes-256-ctr', aesKey, counterBlock(nonce));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  const packed = packBinMap([
    ['ciphertext', ciphertext],
    ['nonce', nonce],
    ['auth_tag', hmac(macKey, ciphertext)],
    ['wrapped_key', publicEncrypt({ key: publicKey, ...OAEP }, symmetricKey)],
  ]);
  return packed.toString('base64url');
}

export function referenceAesRsaDecrypt(privateKey: KeyObject, cryptogram: string): Buffer {
  const fields = unpackBinMap(Buffer.from(cryptogram, 'base64url'));
  if ([...fields.keys()].join() !== 'ciphertext,nonce,auth_tag,wrapped_key')
    throw new Error('field order');
  const symmetricKey = privateDecrypt({ key: privateKey, ...OAEP }, fields.get('wrapped_key')!);
  const macKey = hmac(symmetricKey, 'mac').subarray(0, 16);
  const ciphertext = fields.get('ciphertext')!;
  if (!hmac(macKey, ciphertext).equals(fields.get('auth_tag')!)) throw new Error('bad tag');
  const decipher = createDecipheriv(
    'aes-256-ctr',
    hmac(symmetricKey, 'encryption'),
    counterBlock(fields.get('nonce')!),
  );
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]);
}
