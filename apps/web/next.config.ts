import type { NextConfig } from 'next';

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'no-referrer' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
];

/**
 * A policy for what neither the pages' proxy nor a handler gives one (static files, the OAuth
 * answers). Not under /api: a header set here replaces the route's own, and the avatar
 * answers with a stricter policy of its own (`default-src 'none'; sandbox`).
 */
const fallbackPolicy = [{ key: 'Content-Security-Policy', value: "frame-ancestors 'none'" }];

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
  headers: async () => [
    { source: '/:path*', headers: securityHeaders },
    { source: '/((?!api/).*)', headers: fallbackPolicy },
  ],
};

export default config;
