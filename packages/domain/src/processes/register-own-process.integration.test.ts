import { describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import { recordHeartbeat } from './record-heartbeat';
import { registerOwnProcess } from './register-own-process';
import { retireOwnProcess } from './retire-own-process';

/** Seconds since the process's last heartbeat, by the database's clock; null: no row. */
async function silentFor(processId: string): Promise<number | null> {
  const [row] = await getDb().$queryRaw<{ seconds: number }[]>`
    SELECT extract(epoch FROM now() - "heartbeatAt")::float8 AS seconds
    FROM "CofferProcess" WHERE "id" = ${processId}::uuid`;
  return row?.seconds ?? null;
}

describe('a Coffer process in CofferProcess', () => {
  it('registers once, with a heartbeat that refreshes its row, or writes it again', async () => {
    const id = await registerOwnProcess();
    expect(await registerOwnProcess()).toBe(id);
    expect(await getDb().cofferProcess.count()).toBe(1);
    expect(await silentFor(id)).toBeLessThan(5);

    await getDb().$executeRaw`
      UPDATE "CofferProcess" SET "heartbeatAt" = now() - interval '1 hour' WHERE "id" = ${id}::uuid`;
    expect(await silentFor(id)).toBeGreaterThan(3500);
    await recordHeartbeat({ processId: id });
    expect(await silentFor(id)).toBeLessThan(5);

    // A sweep took it for dead and removed its row: the next beat makes it again.
    await getDb().cofferProcess.deleteMany({ where: { id } });
    await recordHeartbeat({ processId: id });
    expect(await silentFor(id)).toBeLessThan(5);
  });

  it('retires: its row goes, so what it left pending is a leftover at once', async () => {
    const id = await registerOwnProcess();
    await retireOwnProcess();
    expect(await silentFor(id)).toBeNull();
  });
});
