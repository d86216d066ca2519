import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // No React under tests/: Playwright fixtures receive a `use` callback and test helpers may be
    // named use...(); neither is a React hook.
    files: ['tests/**/*.ts', 'playwright.config.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // The site's pictures are SVG drawings: next/image would serve them unchanged and add its
    // client code to every page with a picture (docs/decisions/008).
    files: ['src/components/ui/image.tsx'],
    rules: { '@next/next/no-img-element': 'off' },
  },
  globalIgnores([
    '.next/**',
    '.next-*/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    'node_modules/**',
    'data/**',
    'drizzle/**',
    'bench-results/**',
    'test-results/**',
    'playwright-report/**',
    'coverage/**',
  ]),
]);
