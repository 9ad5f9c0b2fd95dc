import { defineConfig, type Options } from 'tsup';

// The published package for Node ≥ 22.12 (package.json "engines"): the library as ESM
// (dist/index.js) and CommonJS (dist/index.cjs, for `require()`), each with its types, and the
// command line as ESM only (dist/cli.js: it awaits at top level, which CommonJS cannot).
const shared: Options = {
  platform: 'node',
  target: 'node22',
  // @coffer/crypto is a private workspace package of TypeScript sources: bundled in (code and
  // types), its own dependencies external and listed in package.json. openapi-fetch's code is
  // bundled too: its CommonJS build names createClient `exports.default`, which esbuild's Node
  // interop for a "type": "module" package reads as the whole module (not a function). Its
  // types still come from the dependency.
  noExternal: ['@coffer/crypto', 'openapi-fetch'],
  sourcemap: false,
};

export default defineConfig([
  {
    ...shared,
    entry: { index: 'src/index.ts' },
    format: ['esm', 'cjs'],
    dts: { entry: { index: 'src/index.ts' }, compilerOptions: { stripInternal: true } },
    // The two builds run at once: this one's clean leaves the command line's file alone.
    clean: ['!cli.js'],
  },
  { ...shared, entry: { cli: 'src/cli/bin.ts' }, format: 'esm', clean: false },
]);
