import { describe, expect, it } from 'vitest';
import { operations } from '../http-routes';
import { acceptsIdempotencyKey } from './idempotency';
import { buildRestRoutes } from './rest-routes';

describe('the creations that take an Idempotency-Key', () => {
  it('are procedures that create (POST, 201) and exist', () => {
    const taking = buildRestRoutes(operations).filter((route) =>
      acceptsIdempotencyKey(route.operationId),
    );
    expect(taking.map((route) => route.operationId).sort()).toEqual([
      'boxes.createBox',
      'messages.postBoxEvent',
      'organizations.addOrganizationMember',
      'organizations.createDatatag',
      'organizations.createOrganization',
      'organizations.createOrganizationClient',
    ]);
    for (const route of taking) {
      expect([route.meta.method, route.meta.status, route.streaming]).toEqual([
        'POST',
        201,
        undefined,
      ]);
    }
  });
});
