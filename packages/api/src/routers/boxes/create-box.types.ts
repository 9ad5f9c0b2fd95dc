import { z } from 'zod';
import { newBoxSchema } from '@coffer/domain/boxes';
import type { RestMeta } from '../../rest/rest-meta';
import { boxRecordSchema } from './box.schema';

export const createBoxMeta = {
  method: 'POST',
  path: '/organizations/{oid}/boxes',
  status: 201,
  summary:
    "Open a box about a data subject (the organization's token, or its staff at acr 2); with its key share, automatic invitations and provisions",
  tags: ['Boxes'],
} satisfies RestMeta;

export const createBoxInput = z.strictObject({ oid: z.uuid(), ...newBoxSchema.shape });

export const createBoxOutput = boxRecordSchema;
