import { z } from 'zod';
import type { RestMeta } from '../../rest/rest-meta';
import { identityResourceSchema } from './identity-resource.schema';

export const getIdentityMeta = {
  method: 'GET',
  path: '/identities/{id}',
  summary: 'Your identity (account_id only at acr 2 or more)',
  tags: ['Identities'],
} satisfies RestMeta;

export const getIdentityInput = z.strictObject({ id: z.uuid() });

export const getIdentityOutput = identityResourceSchema;
