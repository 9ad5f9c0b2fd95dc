import { z } from 'zod';

const INT4_MAX = 2_147_483_647;

/**
 * The `ids` query of the acknowledgement: comma-separated notification ids. An invalid value
 * is ignored (docs/identities.md): here that means acknowledging nothing (an empty list),
 * never everything, since a client that sent a value meant some notifications, not all.
 * Valid is one or more decimal integers separated by commas, nothing else (no spaces, signs
 * or empty items). Ids beyond the id column's range cannot exist and are dropped.
 */
export const notificationIdsQuerySchema = z.string().transform((text): number[] =>
  /^\d+(,\d+)*$/.test(text)
    ? text
        .split(',')
        .map(Number)
        .filter((id) => id <= INT4_MAX)
    : [],
);
