import { randomUUID } from 'node:crypto';
import { AppError } from '../errors/app-error';
import { storeUpload, type StorageKey } from '../storage';
import {
  AVATAR_MAX_BYTES,
  IMAGE_SIGNATURE_BYTES,
  imageTypeOf,
  type AvatarContentType,
} from './avatar-image';

/** An uploaded avatar in storage, not yet the identity's (setAvatar makes it so). */
export type AvatarBlob = { storageKey: StorageKey; contentType: AvatarContentType; size: number };

export type WriteAvatarBlobOptions = { source: AsyncIterable<Uint8Array> };

/**
 * Streams an upload into storage under a new key, checking its content as it comes: the
 * first bytes must be a PNG, JPEG or WebP signature (the file name and declared type are not
 * trusted), and the whole at most AVATAR_MAX_BYTES. The blob stays a pending upload until
 * setAvatar commits it (storeUpload). On either refusal nothing is kept (all or nothing) and
 * the error says why: 400 invalid, or FileTooLargeError (413 at the HTTP layer).
 */
export async function writeAvatarBlob({ source }: WriteAvatarBlobOptions): Promise<AvatarBlob> {
  const storageKey: StorageKey = `avatars/${randomUUID()}`;
  const checked = checkImage(source);
  const { size } = await storeUpload({
    storageKey,
    source: checked.chunks,
    maxBytes: AVATAR_MAX_BYTES,
  });
  return { storageKey, contentType: checked.contentType(), size };
}

function checkImage(source: AsyncIterable<Uint8Array>) {
  let contentType: AvatarContentType | undefined;
  async function* chunks(): AsyncGenerator<Uint8Array> {
    let head: Uint8Array = new Uint8Array(0);
    let refused = false;
    for await (const chunk of source) {
      if (contentType) {
        yield chunk;
        continue;
      }
      // A refused upload is still read to its end (and dropped): the sender's stream must be
      // drained, not destroyed, for the answer to reach it.
      if (refused) continue;
      head = concat(head, chunk);
      if (head.byteLength < IMAGE_SIGNATURE_BYTES) continue;
      contentType = imageTypeOf(head);
      if (contentType) yield head;
      else refused = true;
    }
    if (!contentType) throw notAnImage();
  }
  return {
    chunks: chunks(),
    contentType: (): AvatarContentType => {
      if (!contentType) throw notAnImage();
      return contentType;
    },
  };
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.byteLength + b.byteLength);
  joined.set(a);
  joined.set(b, a.byteLength);
  return joined;
}

function notAnImage(): AppError {
  return new AppError('bad_request', {
    origin: 'body',
    desc: 'the avatar must be a PNG, JPEG or WebP image',
    details: { avatar: 'invalid' },
  });
}
