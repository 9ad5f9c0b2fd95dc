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

/** An organization with the caller's role on its staff. */
export const staffOrganizationRecordSchema = organizationRecordSchema.extend({
  role: z.enum(['admin', 'agent']),
});

/** An organization's machine client (client_credentials, private_key_jwt). */
export const organizationClientRecordSchema = z.object({
  client_id: z.string(),
  name: z.string(),
  grant_types: z.array(z.enum(['authorization_code', 'client_credentials'])),
  created_at: z.iso.datetime(),
  jwks: z.object({ keys: z.array(z.looseObject({})) }),
});
