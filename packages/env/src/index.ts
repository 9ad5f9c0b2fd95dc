export { EnvError, getEnv, parseEnv, type Env } from './env';
export { findWorkspaceRoot } from './workspace-root';
