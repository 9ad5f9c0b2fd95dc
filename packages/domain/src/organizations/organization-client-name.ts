import { z } from 'zod';

/** What the staff call a machine client (the same bounds as any registered client). */
export const organizationClientNameSchema = z.string().trim().min(1).max(100);
