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
  // No `headers()` rules: Next.js would match them against every request; the server entry
  // sets the security headers instead (src/server/security-headers.ts).
};

export default config;
