// What the end-to-end run and the Playwright config must agree on.
// SITE_URL and BLOG_SITE_URL are baked into prerendered pages at build time, so e2e builds with
// exactly these values (scripts/e2e.ts) and serves with them (playwright.config.ts); tests
// compare canonical and hreflang links against E2E_SITE_URL. It does not follow the port:
// a different port must not force a rebuild.
export const E2E_SITE_URL = 'http://localhost:3100';
export const E2E_DEFAULT_PORT = 3100;

/** Variables of the e2e build and server. */
export const E2E_APP_ENV = {
  // Its own build folder (next.config.ts reads NEXT_DIST_DIR): the e2e build never replaces the
  // one `npm start` serves, and switching between the two never forces a rebuild.
  NEXT_DIST_DIR: '.next-e2e',
  SITE_URL: E2E_SITE_URL,
  // A closed loopback port: the blog site is down, so unknown paths fall back to the home
  // page (tests/e2e/not-found.spec.ts); nothing leaves the machine.
  BLOG_SITE_URL: 'http://127.0.0.1:9',
  // The tests play many visitors from one machine: they stand in for a proxy on loopback and
  // name each visitor's address in X-Forwarded-For, which only counts because of this line.
  TRUST_PROXY: 'loopback',
  // Searches rendered on the server per client in 10 minutes (60 by default): a test goes past
  // them with 20 requests (tests/e2e/first-input.spec.ts).
  SEARCH_RENDERS: '20',
  // The hosting provider's analytics, so that tests see them load only after consent; the test
  // browser answers their requests itself (tests/e2e/fixtures.ts), nothing leaves the machine.
  ANALYTICS: 'vercel',
};

/**
 * The webhook receiver of the e2e run (tests/support/webhook-receiver.ts, started by
 * playwright.config.ts beside the site): the site's server sends every lead event to it, signed
 * with this test-only secret, and it writes each verified one to <DATA_DIR>/webhooks/.
 * Runtime variables: nothing is baked into the build.
 */
export const E2E_WEBHOOK_SECRET = `whsec_${Buffer.from('e2e-only webhook secret, 32 bytes').toString('base64')}`;
