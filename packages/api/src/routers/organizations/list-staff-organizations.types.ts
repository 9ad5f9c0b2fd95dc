import { z } from 'zod';
import type { RestMeta } from '../../rest/rest-meta';
import { staffOrganizationRecordSchema } from './organization.schema';

export const listStaffOrganizationsMeta = {
  method: 'GET',
  path: '/organizations',
  summary:
    "The organizations the caller (a person, acr 2) is on the staff of, with the caller's role, newest first",
  tags: ['Organizations'],
} satisfies RestMeta;

export const listStaffOrganizationsInput = z.strictObject({});

export const listStaffOrganizationsOutput = z.array(staffOrganizationRecordSchema);
