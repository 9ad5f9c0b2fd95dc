import { AVATAR_MAX_BYTES, setAvatar, writeAvatarBlob } from '@coffer/domain/identities';
import { assertSelf } from '@coffer/domain/sessions';
import { discardUpload } from '@coffer/domain/storage';
import { userRung } from '../../auth/ladder';
import { readMultipart } from '../../rest/read-multipart';
import { defineStreamingRoute } from '../../rest/streaming-route';
import { uploadAvatarContract } from './upload-avatar.types';

export const uploadAvatarRoute = defineStreamingRoute(
  userRung(1),
  uploadAvatarContract,
  async ({ request, input, ctx }) => {
    // Whose before a byte of the body is read or stored.
    assertSelf(ctx.caller, input.id);
    const { stored } = await readMultipart(request, {
      fileField: 'avatar',
      maxFileBytes: AVATAR_MAX_BYTES,
      fields: [],
      store: (stream) => writeAvatarBlob({ source: stream }),
      discard: (blob) => discardUpload({ storageKey: blob.storageKey }),
    });
    await setAvatar({ identityId: input.id, blob: stored });
  },
);
