/**
 * The start-up work of the Node.js runtime (instrumentation.ts): in a file of its own, so that
 * the Edge bundle Next.js also compiles for instrumentation never contains it.
 */
export async function registerNode(): Promise<void> {
  const { ensureOwnClient, ensureSigningKeys } = await import('@coffer/domain/oidc');
  const { assertFileStorageUsable, reconcileStorage, startUploadSweeps } =
    await import('@coffer/domain/storage');
  const { registerOwnProcess, retireOwnProcess } = await import('@coffer/domain/processes');
  // The app's own OAuth client: its redirect URI follows APP_ORIGIN, its keys COFFER_SECRET.
  await ensureOwnClient();
  // A signing key of every algorithm, in the JWKS before the first ID token (docs/oidc.md).
  await ensureSigningKeys();
  // A bucket or folder that cannot be used stops Coffer, naming its setting. Exiting here:
  // Next.js only logs a failed start-up hook and goes on serving errors.
  await assertFileStorageUsable().catch((error: unknown) => {
    console.error(`[coffer] ${(error as Error).message}`);
    process.exit(1);
  });
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
  // Every process works the job queue (docs/activity.md); its live streams end first on
  // SIGTERM, its workers last (apps/web/src/server/main.ts).
  const { closeActivityHub } = await import('@coffer/domain/activity');
  const { startJobWorkers, stopJobWorkers } = await import('@coffer/domain/jobs');
  const { shutdownHooks } = await import('./server/shutdown-hooks');
  await startJobWorkers();
  shutdownHooks().beforeDrain.push(closeActivityHub);
  shutdownHooks().afterDrain.push((graceMs) => stopJobWorkers(Math.ceil(graceMs / 1000)));
  // Once the requests drained: an upload still pending is then a leftover at once.
  shutdownHooks().afterDrain.push(async () => {
    await uploadSweeps.stop();
    await retireOwnProcess();
  });
}
