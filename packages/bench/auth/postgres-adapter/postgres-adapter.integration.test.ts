import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEnv } from '@coffer/env';
import { createOidcTables } from './create-oidc-tables';
import { postgresAdapter } from './postgres-adapter';

// The bench's durable peer must keep oidc-provider's adapter contract, or the peer it
// measures would skip work (a code found twice, a revocation that leaves tokens behind).
const pool = new pg.Pool({ connectionString: getEnv().databaseUrl, max: 2 });
const Adapter = postgresAdapter(pool);

beforeAll(() => createOidcTables(pool));
afterAll(() => pool.end());

describe('the PostgreSQL adapter of the bench', () => {
  it('finds what it stored, and a payload stored again replaces it', async () => {
    const codes = new Adapter('AuthorizationCode');
    await codes.upsert('code-1', { grantId: 'g', scope: 'openid' }, 60);
    expect(await codes.find('code-1')).toEqual({ grantId: 'g', scope: 'openid' });
    await codes.upsert('code-1', { grantId: 'g', scope: 'openid email' }, 60);
    expect(await codes.find('code-1')).toEqual({ grantId: 'g', scope: 'openid email' });
    expect(await codes.find('code-2')).toBeUndefined();
    // Models are kept apart: the same id in another model is another row.
    expect(await new Adapter('AccessToken').find('code-1')).toBeUndefined();
  });

  it('finds nothing once a row has expired; a row without expiry stays', async () => {
    const codes = new Adapter('AuthorizationCode');
    await codes.upsert('short', { scope: 'openid' }, 0.05);
    await codes.upsert('forever', { scope: 'openid' }, undefined);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await codes.find('short')).toBeUndefined();
    expect(await codes.find('forever')).toEqual({ scope: 'openid' });
  });

  it('marks a consumed row with the time of consumption', async () => {
    const codes = new Adapter('AuthorizationCode');
    await codes.upsert('once', { scope: 'openid' }, 60);
    const before = Math.floor(Date.now() / 1000);
    await codes.consume('once');
    const found = await codes.find('once');
    expect(found?.consumed).toBeGreaterThanOrEqual(before - 1);
    expect(found?.consumed).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000));
  });

  it('finds a session by its uid and a device code by its user code', async () => {
    const sessions = new Adapter('Session');
    await sessions.upsert('session-1', { uid: 'uid-1', accountId: 'a' }, 60);
    expect(await sessions.findByUid('uid-1')).toEqual({ uid: 'uid-1', accountId: 'a' });
    expect(await sessions.findByUid('uid-2')).toBeUndefined();
    const deviceCodes = new Adapter('DeviceCode');
    await deviceCodes.upsert('device-1', { userCode: 'ABCD-EFGH' }, 60);
    expect(await deviceCodes.findByUserCode('ABCD-EFGH')).toEqual({ userCode: 'ABCD-EFGH' });
  });

  it('destroys one row', async () => {
    const tokens = new Adapter('AccessToken');
    await tokens.upsert('token-1', { grantId: 'g' }, 60);
    await tokens.destroy('token-1');
    expect(await tokens.find('token-1')).toBeUndefined();
  });

  it("revokes every token of a grant, in every model, and only that grant's", async () => {
    const codes = new Adapter('AuthorizationCode');
    const tokens = new Adapter('AccessToken');
    const refreshTokens = new Adapter('RefreshToken');
    await codes.upsert('c-revoked', { grantId: 'revoked' }, 60);
    await tokens.upsert('t-revoked', { grantId: 'revoked' }, 60);
    await refreshTokens.upsert('r-revoked', { grantId: 'revoked' }, 60);
    await tokens.upsert('t-kept', { grantId: 'kept' }, 60);
    await new Adapter('Grant').revokeByGrantId('revoked');
    expect(await codes.find('c-revoked')).toBeUndefined();
    expect(await tokens.find('t-revoked')).toBeUndefined();
    expect(await refreshTokens.find('r-revoked')).toBeUndefined();
    expect(await tokens.find('t-kept')).toEqual({ grantId: 'kept' });
  });

  it('refuses a model it has no table for', () => {
    expect(() => new Adapter('Unknown')).toThrow(/Unknown/);
  });
});
