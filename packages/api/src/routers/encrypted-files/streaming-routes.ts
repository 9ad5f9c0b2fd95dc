import type { StreamingRoute } from '../../rest/streaming-route';
import { downloadEncryptedFileRoute } from './download-encrypted-file';
import { uploadEncryptedFileRoute } from './upload-encrypted-file';

/** The box operations served as streaming routes: file upload and download. */
export const boxStreamingRoutes: StreamingRoute[] = [
  uploadEncryptedFileRoute,
  downloadEncryptedFileRoute,
];
