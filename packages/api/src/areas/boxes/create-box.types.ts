import { z } from 'zod';
import { newBoxSchema } from '@coffer/domain/boxes';
import type { OperationContract } from '../../operations/operation-contract';
import { boxRecordSchema } from './box.schema';

export const createBoxContract = {
  rest: {
    method: 'POST',
    path: '/organizations/{oid}/boxes',
    status: 201,
    summary:
      "Open a box about a data subject (the organization's token, or its staff at acr 2); with its key share, automatic invitations and provisions",
    tags: ['Boxes'],
  },
  input: z.strictObject({ oid: z.uuid(), ...newBoxSchema.shape }),
  output: boxRecordSchema,
  // The kept answer is the new box's, and goes with it.
  idempotencyKey: { boxOf: (_input, output) => String(output['id']) },
} satisfies OperationContract;
