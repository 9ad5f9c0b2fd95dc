import { z } from 'zod';

/** The organization resource. */
export const organizationRecordSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'Organization', description: 'An organization: the owner of boxes' });

/** A member of an organization's staff. */
export const organizationMemberRecordSchema = z
  .object({
    identity_id: z.uuid(),
    display_name: z.string(),
    identifier_value: z.string(),
    identifier_kind: z.literal('email'),
    role: z.enum(['admin', 'agent']),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'OrganizationMember', description: 'A person on the staff of an organization' });

/** The datatag resource. */
export const datatagRecordSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    organization_id: z.uuid(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'Datatag', description: 'What kind of data a box holds' });

/** An organization with the caller's role on its staff. */
export const staffOrganizationRecordSchema = organizationRecordSchema
  .extend({
    role: z.enum(['admin', 'agent']),
  })
  .meta({
    id: 'StaffOrganization',
    description: "An organization with the caller's role on its staff",
  });

/** An organization's machine client (client_credentials, private_key_jwt). */
export const organizationClientRecordSchema = z
  .object({
    client_id: z.string(),
    name: z.string(),
    grant_types: z.array(z.enum(['authorization_code', 'client_credentials'])),
    created_at: z.iso.datetime(),
    jwks: z.object({ keys: z.array(z.looseObject({})) }),
  })
  .meta({
    id: 'OrganizationClient',
    description: "An organization's machine client (client_credentials, private_key_jwt)",
  });
