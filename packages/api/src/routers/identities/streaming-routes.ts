import type { StreamingRoute } from '../../rest/streaming-route';
import { getAvatarRoute } from './get-avatar';
import { uploadAvatarRoute } from './upload-avatar';

/** The byte-stream operations of identities: the avatar upload and its public download. */
export const identityStreamingRoutes: StreamingRoute[] = [uploadAvatarRoute, getAvatarRoute];
