import { getDb } from '@coffer/db';

export type RecordHeartbeatOptions = { processId: string };

/**
 * Says the process is alive, by the database's clock. It writes the row again if a sweep
 * removed it (the process was silent too long and taken for dead): from then on its new
 * uploads are its own again.
 */
export async function recordHeartbeat({ processId }: RecordHeartbeatOptions): Promise<void> {
  await getDb().$executeRaw`
    INSERT INTO "CofferProcess" ("id") VALUES (${processId}::uuid)
    ON CONFLICT ("id") DO UPDATE SET "heartbeatAt" = now()`;
}
