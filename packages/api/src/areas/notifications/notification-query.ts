import { z } from 'zod';
import { notificationTypeSchema } from '@coffer/domain/notifications';

const INT4_MAX = 2_147_483_647;

// Query strings are text: these read them strictly ("1e2", " 1", "" or "yes" are 400s,
// where z.coerce would accept them or read "false" as true).

const nonNegativeInteger = z
  .string()
  .regex(/^\d+$/, 'a non-negative integer')
  .transform(Number)
  .pipe(z.int().max(INT4_MAX));

const booleanText = z.enum(['true', 'false']).transform((text) => text === 'true');

/** The filters shared by the count and the list. */
export const notificationFilterQuery = {
  type: notificationTypeSchema.optional().describe('Only notifications of this type'),
  used: booleanText
    .optional()
    .describe('true: only those whose details carry used: true; false: all the others'),
};

/** Contract §2: offset from 0; notifications have no default limit (docs/http-api.md). */
export const paginationQuery = {
  offset: nonNegativeInteger.default(0),
  limit: nonNegativeInteger.optional().describe('Unbounded when absent'),
};
