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
  {
    // The layers (docs/decisions/011): app/ composes features/, which build on components/,
    // server/, i18n/ and lib/; nothing imports upwards. A feature that the site chrome needs
    // comes in as a slot or a prop from the layout. import/no-cycle forbids cycles between files;
    // src/architecture.test.ts forbids them between folders (one feature importing another and
    // back).
    files: ['src/**/*.{ts,tsx,mjs}'],
    // A test may reach a layer through another (a lib test feeding a server helper).
    ignores: ['src/**/*.test.ts'],
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/!(app)/**/*', from: './src/app', message: 'Only Next.js imports routes.' },
            {
              target: ['./src/components/**/*', './src/lib/**/*', './src/i18n/**/*', './src/server/**/*'],
              from: './src/features',
              message: 'Features build on components, lib, i18n and server, not the other way round: pass a slot or a prop from the route or layout.',
            },
            { target: ['./src/lib/**/*', './src/i18n/**/*', './src/server/**/*'], from: './src/components', message: 'lib, i18n and server render no components.' },
            { target: './src/components/ui/**/*', from: './src/components/site', message: 'UI primitives know nothing of the site chrome.' },
            { target: ['./src/lib/**/*', './src/i18n/**/*', './src/components/**/*'], from: './src/server', message: 'Server infrastructure is reached through a feature\'s server half or a route.' },
          ],
        },
      ],
    },
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
