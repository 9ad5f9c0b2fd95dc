import { z } from 'zod';
import type { BoxListFilters } from '@coffer/domain/boxes';
import { emailIdentifierSchema } from '@coffer/domain/identities';

const uuid = z.uuid();

/** Comma-separated datatag ids; an empty element stands for boxes without a datatag. */
const datatagIdsSchema = z
  .string()
  .max(64 * 1024)
  .refine(
    (list) => list.split(',').every((id) => id === '' || uuid.safeParse(id).success),
    'comma-separated datatag ids (an empty element means "no datatag")',
  )
  .transform((list) => list.split(',').map((id) => (id === '' ? null : id.toLowerCase())));

/** The filters shared by count and list boxes (docs/boxes.md). */
export const boxListFiltersShape = {
  owner_org_id: z.uuid().optional(),
  datatag_ids: datatagIdsSchema.optional(),
  data_subject: emailIdentifierSchema.optional(),
};

export function toBoxListFilters(input: {
  owner_org_id?: string;
  datatag_ids?: (string | null)[];
  data_subject?: string;
}): BoxListFilters {
  return {
    ownerOrgId: input.owner_org_id,
    datatagIds: input.datatag_ids,
    dataSubject: input.data_subject,
  };
}
