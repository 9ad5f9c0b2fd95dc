import { describe, expect, it } from 'vitest';
import { operations } from '../http-routes';
import { buildRestRoutes } from '../rest/rest-routes';

describe('the creations whose contract takes an Idempotency-Key', () => {
  it('are procedures that create (POST, 201) for a caller the rung authenticates', () => {
    const taking = buildRestRoutes(operations).filter(
      (route) => 'idempotencyKey' in route.operation.contract,
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
      // The key is the caller's own: a rung without a caller would leave it nobody's.
      expect(['caller', 'user']).toContain(route.guard.kind);
    }
  });
});
