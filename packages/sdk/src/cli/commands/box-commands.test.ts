import { afterEach, describe, expect, it, vi } from 'vitest';
import { BoxDeletedError, PermissionError } from '../../errors';
import { runProgram } from '../program';

const deleteBox = vi.fn<(box: string) => Promise<void>>();
vi.mock('../client', () => ({
  cofferFromSettings: () => Promise.resolve({ boxes: { delete: deleteBox } }),
}));

const BOX = '5b0c4a59-2f1e-4d7b-9c8e-1a2b3c4d5e6f';

/** One `coffer …` run in this process: what it printed and its exit code. */
async function coffer(...args: string[]) {
  const stdout = vi.spyOn(process.stdout, 'write').mockReturnValue(true);
  const stderr = vi.spyOn(console, 'error').mockReturnValue();
  await runProgram(['node', 'coffer', ...args]);
  const printed = {
    code: process.exitCode ?? 0,
    stdout: stdout.mock.calls.map(([chunk]) => String(chunk)).join(''),
    stderr: stderr.mock.calls.map((line) => line.join(' ')).join('\n'),
  };
  // A refusal sets it for the process: this one is the test's, not vitest's.
  process.exitCode = undefined;
  stdout.mockRestore();
  stderr.mockRestore();
  return printed;
}

afterEach(() => {
  deleteBox.mockReset();
});

describe('coffer box delete', () => {
  it('reports a box deleted before as already deleted, not as a refusal', async () => {
    deleteBox.mockRejectedValue(
      new BoxDeletedError(410, {
        code: 'gone',
        origin: 'path',
        desc: 'this box was deleted',
        details: { reason: 'deleted', deleted_at: '2026-03-01T10:00:00.000Z', organization: 'A' },
      }),
    );
    expect(await coffer('box', 'delete', BOX)).toEqual({
      code: 0,
      stdout: `box ${BOX} was already deleted (2026-03-01T10:00:00.000Z)\n`,
      stderr: '',
    });
    expect(JSON.parse((await coffer('--json', 'box', 'delete', BOX)).stdout)).toEqual({
      deleted: BOX,
      already_deleted_at: '2026-03-01T10:00:00.000Z',
    });
  });

  it('still refuses what is not a deleted box', async () => {
    deleteBox.mockRejectedValue(
      new PermissionError(403, {
        code: 'forbidden',
        origin: 'path',
        desc: 'this box does not exist or you have no access to it',
        details: { reason: 'no_access' },
      }),
    );
    const refused = await coffer('box', 'delete', BOX);
    expect(refused).toMatchObject({ code: 1, stdout: '' });
    expect(refused.stderr).toContain('403 forbidden');
  });
});
