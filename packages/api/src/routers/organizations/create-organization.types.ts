import { z } from 'zod';
import { organizationNameSchema } from '@coffer/domain/organizations';
import type { RestMeta } from '../../rest/rest-meta';
import { organizationRecordSchema } from './organization.schema';

export const createOrganizationMeta = {
  method: 'POST',
  path: '/organizations',
  status: 201,
  summary: 'Create an organization; the caller (a person, acr 2) becomes its admin',
  tags: ['Organizations'],
} satisfies RestMeta;

export const createOrganizationInput = z.strictObject({ name: organizationNameSchema });

export const createOrganizationOutput = organizationRecordSchema;
