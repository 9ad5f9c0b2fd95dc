import { z } from 'zod';
import { emailIdentifierSchema } from '@coffer/domain/identities';
import type { RestMeta } from '../../rest/rest-meta';
import { organizationMemberRecordSchema } from './organization.schema';

export const addOrganizationMemberMeta = {
  method: 'POST',
  path: '/organizations/{oid}/members',
  status: 201,
  summary:
    'Give a person (by email; their identity is created if unknown) a role in the organization (its admins); 409 if already on the staff',
  tags: ['Organizations'],
} satisfies RestMeta;

export const addOrganizationMemberInput = z.strictObject({
  oid: z.uuid(),
  identifier_value: emailIdentifierSchema,
  role: z.enum(['admin', 'agent']),
});

export const addOrganizationMemberOutput = organizationMemberRecordSchema;
