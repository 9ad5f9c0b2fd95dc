// The version is bundled into the published build from this package's manifest.
import { version } from '../../package.json';

/** Names the SDK and the runtime in every request, so Coffer's operators can tell clients apart. */
export const USER_AGENT = `coffer-sdk-node/${version} node/${process.versions.node}`;
