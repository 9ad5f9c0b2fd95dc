import { z } from 'zod';

/** Identifiers are emails, trimmed and lower-cased (docs/authentication.md). */
export const emailIdentifierSchema = z.string().trim().toLowerCase().pipe(z.email().max(254));
