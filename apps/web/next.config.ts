import type { NextConfig } from 'next';

const config: NextConfig = {
  // The workspace packages are TypeScript sources, compiled with the app.
  transpilePackages: [
    '@coffer/api',
    '@coffer/domain',
    '@coffer/db',
    '@coffer/env',
    '@coffer/crypto',
  ],
  // Native and driver packages stay plain Node modules on the server.
  serverExternalPackages: ['pg', '@prisma/adapter-pg', '@prisma/client', 'pg-boss'],
  poweredByHeader: false,
  // `pnpm typecheck` checks these types, with the whole workspace in one program (the root
  // tsconfig.json), and CI runs it before building (README "Test it"): the build would only
  // check them again.
  typescript: { ignoreBuildErrors: true },
  // No `headers()` rules: Next.js would match them against every request; the server entry
  // sets the security headers instead (packages/api/src/server/security-headers.ts).
};

export default config;
