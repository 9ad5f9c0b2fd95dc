#!/usr/bin/env node
// `pnpm exec coffer` inside the repository: the TypeScript sources through tsx. The published
// package's bin is dist/cli.js (publishConfig in package.json).
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/bin.ts');
