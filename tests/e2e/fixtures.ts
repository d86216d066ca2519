import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Locator, type Page, type Response } from '@playwright/test';

/** The SITE_URL the e2e server was built and started with (canonical and hreflang links use it). */
export const siteUrl = process.env.E2E_SITE_URL ?? 'http://localhost:3100';
/** The server's DATA_DIR for this run (database files and the outbox of .eml files). */
export const dataDir = process.env.E2E_DATA_DIR ?? '';

// A visitor of its own: the site's limits count each client address (and mail caps each network),
// and the tests play many visitors from one machine against one server.
const worker = Number(process.env.TEST_WORKER_INDEX ?? 0);
let networks = 0;
/** A visitor of a /24 no other test uses: 2,000 networks for each worker. */
export function newVisitor(): string {
  const n = networks++;
  return `10.${100 + ((worker * 8 + Math.floor(n / 250)) % 150)}.${n % 250}.1`;
}
/**
 * The request headers that make a request come from `ip`: an X-Forwarded-For header, which the e2e
 * server counts only because it runs with TRUST_PROXY=loopback (scripts/lib/e2e-env.ts), as
 * behind a proxy; without that setting it would count the loopback peer.
 */
export const from = (ip: string) => ({ 'x-forwarded-for': ip });

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export type AxeOptions = {
  /** Page to scan; defaults to the test's page. */
  page?: Page;
  /** CSS selectors to restrict the scan to. */
  include?: string[];
  /** CSS selectors to leave out of the scan. */
  exclude?: string[];
};

type Fixtures = {
  /**
   * Console errors a test expects (for example the 404 of a not-found page), matched against
   * the message text. Set with `test.use({ allowedConsoleErrors: [/status of 404/] })`.
   * Anything else logged as a console error, and every uncaught page error, fails the test.
   */
  allowedConsoleErrors: RegExp[];
  /** Runs axe (WCAG 2.0/2.1 A and AA, 2.2 AA) on the page and fails with a readable list of violations. */
  axe: (options?: AxeOptions) => Promise<void>;
};

/**
 * A visitor's first input (the pointer moves; two moves, so that the pointer changes place
 * wherever it was), on which a prerendered page loads its scripts (decision 008), then the wait
 * until the page says it is interactive.
 */
export async function untilInteractive(page: Page) {
  await page.mouse.move(1, 1);
  await page.mouse.move(0, 0);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-interactive'));
}

/** `s` as a regular expression matching it literally (for a URL or a text in toHaveURL, toHaveText). */
export const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where the element's top is in the viewport, in CSS pixels (a fragment's target sits 5rem below the top, under the header). */
export const topOf = (page: Page, selector: string) => page.locator(selector).evaluate((el) => el.getBoundingClientRect().top);

/**
 * A click below a list of cards, as a visitor makes it: scrolled to first, then clicked where it
 * has settled. The cards are laid out only once near the viewport (content-visibility: auto), and
 * their real height replaces the estimate then: an element below them moves after the scroll
 * that brought it into view. Playwright's click waits for the element to be still before it
 * scrolls, not after: on a page without JavaScript its click then landed where the button had
 * been, once in about ten runs of news.spec (the trace: the button 190 px higher after the click).
 */
export async function clickInView(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await target.click();
}

/**
 * The e2e build loads the hosting provider's analytics after consent (ANALYTICS=vercel); only the
 * hosting platform serves them, so a test that accepts the banner has the browser answer them with
 * an empty script. Only those tests: a route makes Playwright handle every request of the context
 * and turns its HTTP cache off (a page loaded again fetched every chunk again: about 0.5 s more
 * per navigation on two cores).
 */
export async function stubAnalytics(context: BrowserContext) {
  await context.route('**/_vercel/**', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
}

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],

  // Listening on the context covers every page of the test, popups and new tabs included.
  context: async ({ context, allowedConsoleErrors, baseURL }, use) => {
    // A visitor who has already answered the consent banner, so it covers nothing a test clicks
    // (tests/e2e/consent.spec.ts clears it to test the banner itself).
    await context.addCookies([{ name: 'cookie_consent', value: 'rejected', url: baseURL ?? 'http://localhost:3100' }]);
    const problems: string[] = [];
    context.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (allowedConsoleErrors.some((re) => re.test(text))) return;
      const { url, lineNumber } = message.location();
      const page = message.page()?.url() ?? 'unknown page';
      problems.push(`console.error on ${page}: ${text}${url ? ` (${url}:${lineNumber})` : ''}`);
    });
    // A Content-Security-Policy violation fails the test too, whether the browser logs it or not
    // (a caught Function("") probe, for one, is only reported). Init scripts and bindings run
    // whatever the page's policy.
    await context.exposeBinding('__cspViolation', ({ page }, text: string) => {
      problems.push(`CSP violation on ${page?.url() ?? 'unknown page'}: ${text}`);
    });
    await context.addInitScript(() => {
      document.addEventListener(
        'securitypolicyviolation',
        (e) => {
          const report = (window as unknown as { __cspViolation?: (text: string) => void }).__cspViolation;
          report?.(`${e.effectiveDirective} blocked ${e.blockedURI || '?'} (${e.sourceFile || 'inline'}:${e.lineNumber})`);
        },
        true,
      );
    });
    context.on('weberror', (webError) => {
      const error = webError.error();
      const page = webError.page()?.url() ?? 'unknown page';
      problems.push(`uncaught error on ${page}: ${error.stack ?? error.message}`);
    });
    await use(context);
    if (problems.length > 0) {
      throw new Error(`The browser reported ${problems.length} error(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    }
  },

  // A prerendered page requests its scripts on the visitor's first input after the first paint
  // (decision 008), so `load` comes before hydration: navigations move the pointer, as a visitor's
  // does, and wait until the page says it is interactive, as a visitor would wait for a control
  // to respond.
  // A prerendered page without the loader fails the test: a Next upgrade that changes the output
  // the build's rewrite relies on must not switch it off unnoticed (docs/decisions/022). Pages
  // rendered per request (the 404 answers, a no-JavaScript form post) carry Next's own tags.
  page: async ({ page, javaScriptEnabled }, use) => {
    const settle = async (response: Response | null) => {
      if (javaScriptEnabled === false) return;
      const loaders = await page.locator('script[data-after-paint]').count();
      if (response?.headers()['x-nextjs-prerender'] && loaders !== 1) throw new Error(`${page.url()} is prerendered but has ${loaders} loaders (data-after-paint), not one`);
      if (loaders === 0) return;
      await untilInteractive(page);
    };
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await settle(response);
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      await settle(response);
      return response;
    };
    await use(page);
  },

  axe: async ({ page }, use) => {
    await use(async (options = {}) => {
      const target = options.page ?? page;
      // axe.run in the page itself: the site has no frames, and the default (a partial run in each
      // frame, finished in a blank page of its own) took twice as long for the same results.
      // Every rule still runs on every element; only the violations are gathered whole (the
      // passes and the undecided keep one node each): a third to a half faster on a long page
      // (/find-consultant 3.9-4.7 s -> 2.0-2.6 s), with the same violations.
      let builder = new AxeBuilder({ page: target }).withTags(AXE_TAGS).setLegacyMode().options({ resultTypes: ['violations'] });
      for (const selector of options.include ?? []) builder = builder.include(selector);
      for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
      const { violations } = await builder.analyze();
      const report = violations.map((v) => {
        const nodes = v.nodes
          .slice(0, 5)
          .map((n) => `      ${n.target.join(' ')}\n        ${n.failureSummary?.split('\n').join('\n        ') ?? ''}`)
          .join('\n');
        const more = v.nodes.length > 5 ? `\n      ... and ${v.nodes.length - 5} more` : '';
        return `[${v.impact ?? 'unknown'}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
      });
      expect(report, `axe found ${violations.length} violation(s) on ${target.url()}:\n\n${report.join('\n\n')}\n`).toEqual([]);
    });
  },
});

export { expect };
