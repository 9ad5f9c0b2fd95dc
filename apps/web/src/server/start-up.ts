import { closeActivityHub } from '@coffer/domain/activity';
import { startJobWorkers, stopJobWorkers } from '@coffer/domain/jobs';
import { ensureOwnClient, ensureSigningKeys } from '@coffer/domain/oidc';
import { registerOwnProcess, retireOwnProcess } from '@coffer/domain/processes';
import {
  assertFileStorageUsable,
  reconcileStorage,
  startUploadSweeps,
} from '@coffer/domain/storage';
import type { ShutdownHooks } from './shutdown-hooks';

/**
 * The app's start-up work, once per server start and before it listens (main.ts); with-database
 * has applied the migrations before. Resolves with what SIGTERM must stop: live streams end
 * before the HTTP drain (they never finish by themselves), job workers after it (a request may
 * still enqueue). A storage that cannot be used rejects, naming its setting.
 */
export async function startUp(): Promise<ShutdownHooks> {
  // The app's own OAuth client: its redirect URI follows APP_ORIGIN, its keys COFFER_SECRET.
  await ensureOwnClient();
  // A signing key of every algorithm, in the JWKS before the first ID token (docs/oidc.md).
  await ensureSigningKeys();
  await assertFileStorageUsable();
  // This process's heartbeat: once it stops, any process takes its uploads for leftovers.
  await registerOwnProcess();
  // What a crash left behind: the uploads of dead processes at once, anything else older
  // than a day (live uploads of other processes are younger; docs/storage.md).
  const swept = await reconcileStorage();
  if (Object.values(swept).some((list) => list.length > 0)) {
    console.error('[storage] swept at start:', JSON.stringify(swept));
  }
  // And every HEARTBEAT_SECONDS after, the uploads of processes that died since.
  const uploadSweeps = startUploadSweeps();
  // Every process works the job queue (docs/activity.md).
  await startJobWorkers();
  return {
    beforeDrain: [closeActivityHub],
    afterDrain: [
      (graceMs) => stopJobWorkers(Math.ceil(graceMs / 1000)),
      // Once the requests drained: an upload still pending is then a leftover at once.
      async () => {
        await uploadSweeps.stop();
        await retireOwnProcess();
      },
    ],
  };
}
