import { existsSync } from 'node:fs';
import path from 'node:path';
import { WORKSPACE_ROOT } from './workspace-root';

const NEXT_DIR = path.join(WORKSPACE_ROOT, 'apps/web/.next');

/**
 * Why the production build cannot be benchmarked, or undefined when it can. The OIDC
 * endpoints are Coffer's server's own (apps/web/src/server/dispatch.ts): the build holds the
 * pages only.
 */
export function missingProductionBuild(): string | undefined {
  if (!existsSync(path.join(NEXT_DIR, 'BUILD_ID'))) {
    return 'No production build: run `pnpm build` at the repository root first (apps/web/.next/BUILD_ID is missing).';
  }
  return undefined;
}
