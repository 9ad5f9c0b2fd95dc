import { z } from 'zod';
import type { RestMeta } from '../../rest/rest-meta';
import { staffOrganizationRecordSchema } from './organization.schema';

export const listOrganizationsMeta = {
  method: 'GET',
  path: '/organizations',
  summary:
    "The organizations the caller (a person, acr 2) is on the staff of, with the caller's role, newest first",
  tags: ['Organizations'],
} satisfies RestMeta;

export const listOrganizationsInput = z.strictObject({});

export const listOrganizationsOutput = z.array(staffOrganizationRecordSchema);
