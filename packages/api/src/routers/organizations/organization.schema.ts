import { z } from 'zod';

/** The organization resource. */
export const organizationRecordSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  created_at: z.iso.datetime(),
});

/** A member of an organization's staff. */
export const organizationMemberRecordSchema = z.object({
  identity_id: z.uuid(),
  display_name: z.string(),
  identifier_value: z.string(),
  identifier_kind: z.literal('email'),
  role: z.enum(['admin', 'agent']),
  created_at: z.iso.datetime(),
});

/** The datatag resource. */
export const datatagRecordSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  organization_id: z.uuid(),
  created_at: z.iso.datetime(),
});
