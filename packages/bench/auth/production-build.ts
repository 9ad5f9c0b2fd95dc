import { existsSync } from 'node:fs';
import path from 'node:path';
import { WORKSPACE_ROOT } from './workspace-root';

const NEXT_DIR = path.join(WORKSPACE_ROOT, 'apps/web/.next');

/**
 * Why the production build cannot be benchmarked, or undefined when it can. A build older
 * than the OIDC routes would answer 404 to every exchange, hence the route check.
 */
export function missingProductionBuild(): string | undefined {
  if (!existsSync(path.join(NEXT_DIR, 'BUILD_ID'))) {
    return 'No production build: run `pnpm build` at the repository root first (apps/web/.next/BUILD_ID is missing).';
  }
  if (!existsSync(path.join(NEXT_DIR, 'server/app/oauth2/token/route.js'))) {
    return 'The production build predates /oauth2/token: run `pnpm build` at the repository root again.';
  }
  return undefined;
}
