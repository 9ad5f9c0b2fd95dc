import { fileURLToPath } from 'node:url';

/** The monorepo root (this file is packages/api/bench/workspace-root.ts). */
export const WORKSPACE_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
