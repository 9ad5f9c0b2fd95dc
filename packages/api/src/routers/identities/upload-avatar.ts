import { z } from 'zod';
import { AVATAR_MAX_BYTES, setAvatar, writeAvatarBlob } from '@coffer/domain/identities';
import { assertSelf } from '@coffer/domain/sessions';
import { discardUpload } from '@coffer/domain/storage';
import { requireUser } from '../../auth/require-caller';
import { readMultipart } from '../../rest/read-multipart';
import { defineStreamingRoute } from '../../rest/streaming-route';
import { uploadAvatarMeta, uploadAvatarMultipart, uploadAvatarParams } from './upload-avatar.types';

export const uploadAvatarRoute = defineStreamingRoute({
  meta: uploadAvatarMeta,
  params: uploadAvatarParams,
  multipart: uploadAvatarMultipart,
  output: z.void(),
  handle: async ({ request, params, ctx }) => {
    // Who and whose before a byte of the body is read or stored.
    assertSelf(await requireUser(ctx.headers, 1), params.id);
    const { stored } = await readMultipart(request, {
      fileField: 'avatar',
      maxFileBytes: AVATAR_MAX_BYTES,
      fields: [],
      store: (stream) => writeAvatarBlob({ source: stream }),
      discard: (blob) => discardUpload({ storageKey: blob.storageKey }),
    });
    await setAvatar({ identityId: params.id, blob: stored });
  },
});
