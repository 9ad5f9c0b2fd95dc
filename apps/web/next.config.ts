import type { NextConfig } from 'next';

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'no-referrer' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Content-Security-Policy', value: "frame-ancestors 'none'" },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
];

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
  serverExternalPackages: ['pg', '@prisma/adapter-pg', '@prisma/client'],
  poweredByHeader: false,
  headers: async () => [{ source: '/:path*', headers: securityHeaders }],
};

export default config;
