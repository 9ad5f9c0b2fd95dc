import { abandonUploads } from './abandon-uploads';
import { removeAbandonedUploads, type RemovedUploads } from './remove-abandoned-uploads';

/**
 * The sweep every Coffer process runs every HEARTBEAT_SECONDS (startUploadSweeps): the
 * uploads of dead processes and those given up after a failure are removed at once, at any
 * age. It lists no blobs, so it costs a query when there is nothing to do.
 */
export async function sweepAbandonedUploads(): Promise<RemovedUploads> {
  await abandonUploads();
  return removeAbandonedUploads();
}
