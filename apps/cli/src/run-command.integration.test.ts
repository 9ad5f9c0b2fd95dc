import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@coffer/db';
import { migrationsDir } from '@coffer/db/migrations';
import { runCommand, UsageError } from './run-command';

describe('pnpm cli org create', () => {
  it('creates an organization and prints its id', async () => {
    const result = (await runCommand(['org', 'create', '--name', '  Acme Care  '])) as {
      id: string;
    };
    expect(result).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const stored = await getDb().organization.findUniqueOrThrow({ where: { id: result.id } });
    expect(stored.name).toBe('Acme Care');
  });

  it.each([
    [['org', 'create'], /--name: is required/],
    [['org', 'create', '--name', ''], /--name: Too small/],
    [['org', 'create', '--name', 'x'.repeat(101)], /--name: Too big/],
    [['org', 'create', '--name', 'A', '--colour', 'red'], /Unknown option '--colour'/],
    [['org', 'delete'], /usage: pnpm cli <command>/],
    [[], /org create --name <name>/],
  ])('refuses %j with a usage error and creates nothing', async (argv, message) => {
    const before = await getDb().organization.count();
    const attempt = runCommand(argv);
    await expect(attempt).rejects.toThrow(UsageError);
    await expect(attempt).rejects.toThrow(message);
    expect(await getDb().organization.count()).toBe(before);
  });
});

describe('pnpm cli client create', () => {
  async function jwksFile(jwks: unknown): Promise<string> {
    const directory = await mkdtemp(path.join(tmpdir(), 'coffer-cli-'));
    const file = path.join(directory, 'jwks.json');
    await writeFile(file, JSON.stringify(jwks));
    return file;
  }

  const args = (file: string) => [
    'client',
    'create',
    '--name',
    'Portal',
    '--redirect-uri',
    'https://portal.example/callback',
    '--jwks',
    file,
  ];

  it('registers a client with a public key set', async () => {
    const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const file = await jwksFile({ keys: [publicKey.export({ format: 'jwk' })] });
    const client = (await runCommand(args(file))) as { id: string };
    expect(await getDb().oAuthClient.count({ where: { id: client.id } })).toBe(1);
  });

  it('registers the ID token algorithm, RS256 unless --id-token-alg names another', async () => {
    const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const file = await jwksFile({ keys: [publicKey.export({ format: 'jwk' })] });
    const plain = (await runCommand(args(file))) as { idTokenSignedResponseAlg: string };
    expect(plain.idTokenSignedResponseAlg).toBe('RS256');
    const edwards = (await runCommand([...args(file), '--id-token-alg', 'EdDSA'])) as {
      id: string;
    };
    const stored = await getDb().oAuthClient.findUniqueOrThrow({ where: { id: edwards.id } });
    expect(stored.idTokenSignedResponseAlg).toBe('EdDSA');
    expect(stored.requirePushedAuthorizationRequests).toBe(false);
    const strict = (await runCommand([...args(file), '--require-par', '--require-dpop'])) as {
      requirePushedAuthorizationRequests: boolean;
      dpopBoundAccessTokens: boolean;
    };
    expect(strict).toMatchObject({
      requirePushedAuthorizationRequests: true,
      dpopBoundAccessTokens: true,
    });
    const fapi = (await runCommand([...args(file), '--fapi', '--id-token-alg', 'ES256'])) as {
      fapi: boolean;
    };
    expect(fapi.fapi).toBe(true);
    await expect(runCommand([...args(file), '--fapi'])).rejects.toThrow(/not RS256/);
    const before = await getDb().oAuthClient.count();
    const attempt = runCommand([...args(file), '--id-token-alg', 'HS256']);
    await expect(attempt).rejects.toThrow(UsageError);
    await expect(attempt).rejects.toThrow(/--id-token-alg/);
    expect(await getDb().oAuthClient.count()).toBe(before);
  });

  it('registers where the client hears of logouts (docs/oidc.md)', async () => {
    const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const file = await jwksFile({ keys: [publicKey.export({ format: 'jwk' })] });
    const client = (await runCommand([
      ...args(file),
      '--backchannel-logout-uri',
      'https://portal.example/logout',
      '--backchannel-logout-session-required',
      '--frontchannel-logout-uri',
      'https://portal.example/frontchannel',
    ])) as { id: string };
    const stored = await getDb().oAuthClient.findUniqueOrThrow({ where: { id: client.id } });
    expect(stored).toMatchObject({
      backchannelLogoutUri: 'https://portal.example/logout',
      backchannelLogoutSessionRequired: true,
      frontchannelLogoutUri: 'https://portal.example/frontchannel',
      frontchannelLogoutSessionRequired: false,
    });
  });

  it('checks the keys as the dashboard does: no private key, no weak RSA exponent', async () => {
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({
      format: 'jwk',
    });
    const before = await getDb().oAuthClient.count();
    for (const jwks of [
      { keys: [ec.privateKey.export({ format: 'jwk' })] },
      { keys: [{ ...rsa, e: 'AQ' }] },
      { keys: [] },
    ]) {
      await expect(runCommand(args(await jwksFile(jwks)))).rejects.toMatchObject({
        details: { jwks: expect.stringMatching(/^(forbidden|invalid)$/) },
      });
    }
    expect(await getDb().oAuthClient.count()).toBe(before);
  });
});

describe('pnpm cli keys rotate', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says when the new keys sign: at once for a first key or with --now, else 10 min later', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const now = Date.now();
    vi.setSystemTime(now);
    type Rotation = {
      created: { kid: string; alg: string; signs_from: string }[];
      retired: number;
    };
    // No key yet: there is nothing to sign with meanwhile.
    const first = (await runCommand(['keys', 'rotate'])) as Rotation;
    expect(first.retired).toBe(0);
    expect(first.created.map((key) => key.signs_from)).toEqual(
      Array(4).fill(new Date(now).toISOString()),
    );
    const second = (await runCommand(['keys', 'rotate'])) as Rotation;
    expect(second.retired).toBe(4);
    expect(second.created.map((key) => key.alg).sort()).toEqual([
      'ES256',
      'EdDSA',
      'PS256',
      'RS256',
    ]);
    expect(second.created.map((key) => key.signs_from)).toEqual(
      Array(4).fill(new Date(now + 600_000).toISOString()),
    );
    // For keys that must not sign any more (leaked, or sealed under a former COFFER_SECRET).
    const third = (await runCommand(['keys', 'rotate', '--now'])) as Rotation;
    expect(third.created.map((key) => key.signs_from)).toEqual(
      Array(4).fill(new Date(now).toISOString()),
    );
  });
});

describe('pnpm cli db migrate', () => {
  it('applies nothing to a migrated database and names the latest migration', async () => {
    const folders = (await readdir(migrationsDir(), { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(await runCommand(['db', 'migrate'])).toEqual({
      applied: [],
      migrations: folders.length,
      latest: folders.at(-1),
    });
  });
});
