import { describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
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
