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
} satisfies OperationContract;
