import { defineConfig } from 'tsup';

// The published package: ESM for Node ≥ 22.12 (package.json "engines") with its .d.ts.
// @coffer/crypto is a private workspace package of TypeScript sources, so it is bundled in
// (code and types); its own dependencies stay external and are listed in package.json.
export default defineConfig({
  entry: { index: 'src/index.ts', cli: 'src/cli/bin.ts' },
  format: 'esm',
  platform: 'node',
  target: 'node22',
  noExternal: ['@coffer/crypto'],
  dts: { entry: { index: 'src/index.ts' }, compilerOptions: { stripInternal: true } },
  clean: true,
  splitting: true,
  sourcemap: false,
});
