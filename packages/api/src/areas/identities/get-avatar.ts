import { Readable } from 'node:stream';
import { getAvatar } from '@coffer/domain/identities';
import { publicRung } from '../../auth/ladder';
import { defineStreamingOperation } from '../../operations/streaming-operation';
import { getAvatarContract } from './get-avatar.types';

export const getAvatarOperation = defineStreamingOperation(
  publicRung,
  getAvatarContract,
  async ({ input }) => {
    const avatar = await getAvatar({ identityId: input.id });
    return new Response(Readable.toWeb(avatar.stream) as ReadableStream<Uint8Array>, {
      headers: {
        'content-type': avatar.contentType,
        'content-length': String(avatar.size),
        // Uploaded bytes on our origin: never let a browser read them as anything but the
        // image type they were checked to be, nor run anything if opened directly.
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        // Public, but short: a replaced or removed avatar stops showing within a minute.
        'cache-control': 'public, max-age=60',
      },
    });
  },
);
