import { existsSync } from 'node:fs';
import path from 'node:path';

/** The monorepo root: the nearest folder above `from` holding pnpm-workspace.yaml. */
export function findWorkspaceRoot(from: string = process.cwd()): string {
  // turbopackIgnore: a runtime lookup, not a file the server bundle depends on.
  let dir = path.resolve(/*turbopackIgnore: true*/ from);
  for (;;) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(/*turbopackIgnore: true*/ from);
    dir = parent;
  }
}
