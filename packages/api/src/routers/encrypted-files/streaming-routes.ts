import type { StreamingRoute } from '../../rest/streaming-route';
import { deleteBoxRoute } from '../boxes/delete-box';
import { downloadEncryptedFileRoute } from './download-encrypted-file';
import { uploadEncryptedFileRoute } from './upload-encrypted-file';

/** The box operations served as streaming routes: file upload and download, box deletion. */
export const boxStreamingRoutes: StreamingRoute[] = [
  uploadEncryptedFileRoute,
  downloadEncryptedFileRoute,
  deleteBoxRoute,
];
