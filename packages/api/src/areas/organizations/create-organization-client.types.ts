import { z } from 'zod';
import { clientJwksInputSchema, organizationClientNameSchema } from '@coffer/domain/organizations';
import type { OperationContract } from '../../operations/operation-contract';
import { organizationClientRecordSchema } from './organization.schema';

export const createOrganizationClientContract = {
  rest: {
    method: 'POST',
    path: '/organizations/{oid}/clients',
    status: 201,
    summary:
      'Register a machine client of the organization (its admins, acr 2): grant client_credentials, private_key_jwt with the public JWK set given (ES256, RS256, PS256 or EdDSA; a private member: 400 jwks forbidden; an unsupported key: 400 jwks invalid)',
    tags: ['Organizations'],
  },
  input: z.strictObject({
    oid: z.uuid(),
    name: organizationClientNameSchema,
    jwks: clientJwksInputSchema,
  }),
  output: organizationClientRecordSchema,
  idempotencyKey: { boxOf: () => null },
} satisfies OperationContract;
