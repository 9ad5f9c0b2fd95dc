/**
 * The SDK's version, as its manifest says (user-agent.test.ts holds them together): a constant
 * rather than an import of package.json, which would bundle the whole manifest, workspace
 * dependencies included, into the published build.
 */
export const SDK_VERSION = '0.1.0';

/** Names the SDK and the runtime in every request, so Coffer's operators can tell clients apart. */
export const USER_AGENT = `coffer-sdk-node/${SDK_VERSION} node/${process.versions.node}`;
