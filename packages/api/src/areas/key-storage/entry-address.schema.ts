import { z } from 'zod';
import { entryKindSchema, entryNameSchema } from '@coffer/domain/key-storage';

/** The path of one entry: `{kind}/{name}`, checked with refineEntryName. */
export const entryAddressShape = {
  id: z.uuid(),
  kind: entryKindSchema,
  name: entryNameSchema.describe('identity_key: its X25519 public key; box_key: the box id'),
};
