import type { NextConfig } from 'next';

const config: NextConfig = {
  poweredByHeader: false,
  // `pnpm typecheck` checks these types (this app's own tsconfig.json), and CI runs it before
  // building (README "Test it"): the build would only check them again.
  typescript: { ignoreBuildErrors: true },
  headers: async () => [
    {
      source: '/:path*',
      headers: [
        { key: 'X-Content-Type-Options', value: 'nosniff' },
        { key: 'Referrer-Policy', value: 'no-referrer' },
        { key: 'Content-Security-Policy', value: "frame-ancestors 'none'" },
      ],
    },
  ],
};

export default config;
