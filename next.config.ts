import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { devPolicy, hashedPolicy, REPORTING_ENDPOINTS } from './src/lib/csp';
import { launchGuardError } from './src/lib/launch-guard';

const isProd = process.env.NODE_ENV === 'production';

// `next build` or `next start` run by hand go through the same guard as npm run build and npm start.
const launchRefusal = isProd ? launchGuardError(process.env) : null;
if (launchRefusal) throw new Error(launchRefusal);

// Pages get a policy with the hashes of their own inline scripts from the proxy (src/proxy.ts,
// src/lib/csp.ts); everything else (API answers, files) gets this one, with no inline script.
const csp = isProd ? hashedPolicy(undefined) : devPolicy;

const securityHeaders = [
  { key: 'Reporting-Endpoints', value: REPORTING_ENDPOINTS },
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
  // No Cross-Origin-Opener-Policy: with it, Lighthouse counted 250-300 ms more blocking time on
  // every page, arriving from about:blank or from another site (docs/decisions/013).
];

const nextConfig: NextConfig = {
  // A separate build folder lets a benchmark or a second checkout build beside the main one.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // scripts/serve.ts compresses every answer, with Brotli where the browser takes it.
  compress: false,
  reactStrictMode: true,
  // `npm test` type-checks once with tsc before it builds; the build need not do it again.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1' },
  serverExternalPackages: ['@electric-sql/pglite', 'nodemailer'],
  images: { formats: ['image/avif', 'image/webp'] },
  turbopack: {
    // The browser formats its few plain messages without an ICU parser (src/i18n/format-message-browser.ts).
    resolveAlias: { 'use-intl/format-message': { browser: './src/i18n/format-message-browser.ts' } },
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // The small pages built outside the app under /api/newsletter/ and /api/forms/ (the
      // newsletter links' pages, the answer to a refused form post) send their own policy, which
      // allows exactly their inline style, and no-referrer, which keeps a link's token out of the
      // next page's Referer: Next would replace both with these.
      {
        source: '/:path((?!api/newsletter/|api/forms/).*)',
        headers: [
          { key: 'Content-Security-Policy', value: csp },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        ],
      },
    ];
  },
};

export default createNextIntlPlugin('./src/i18n/request.ts')(nextConfig);
