import { z } from 'zod';
import type { OperationContract } from '../../operations/operation-contract';

export const getEncryptedInvitationKeyShareContract = {
  rest: {
    method: 'GET',
    path: '/key-shares/encrypted-invitation-key-share',
    summary: "The box's invitation share encrypted to the box key, as a JSON string (box members)",
    tags: ['Key shares'],
  },
  input: z.strictObject({ box_id: z.uuid() }),
  output: z.string(),
} satisfies OperationContract;
