import { z } from 'zod';
import type { RestMeta } from '../../rest/rest-meta';
import { organizationMemberRecordSchema } from './organization.schema';

export const listOrganizationMembersMeta = {
  method: 'GET',
  path: '/organizations/{oid}/members',
  summary: "The organization's staff, newest first (its admins)",
  tags: ['Organizations'],
} satisfies RestMeta;

export const listOrganizationMembersInput = z.strictObject({ oid: z.uuid() });

export const listOrganizationMembersOutput = z.array(organizationMemberRecordSchema);
