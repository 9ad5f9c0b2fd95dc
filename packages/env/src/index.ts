export { EnvError, getEnv, parseEnv, type Env, type S3Settings } from './env';
export { findWorkspaceRoot } from './workspace-root';
