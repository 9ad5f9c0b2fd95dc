import { uploadAvatar } from '@coffer/domain/identities';
import { userRung } from '../../auth/ladder';
import { receiveMultipart } from '../../rest/read-multipart';
import { defineStreamingOperation } from '../../operations/streaming-operation';
import { uploadAvatarContract } from './upload-avatar.types';

export const uploadAvatarOperation = defineStreamingOperation(
  userRung(1),
  uploadAvatarContract,
  ({ request, input, ctx }) =>
    uploadAvatar({
      caller: ctx.caller,
      identityId: input.id,
      receiveFile: receiveMultipart(request, { fileField: 'avatar', fields: [] }),
    }),
);
