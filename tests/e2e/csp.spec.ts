import { expect, test, untilInteractive } from './fixtures';
import { localizedPath, locales } from '../../src/i18n/routing';

// Every page's policy and the absence of violations while visitors use the site are checked by
// every test (tests/e2e/fixtures.ts, foundation.spec.ts). Here: an attacker's inline script.

test.describe('the Content-Security-Policy', () => {
  for (const locale of locales) {
    test(`refuses markup an attacker slips into the page, and code from strings (${locale})`, async ({ browser, baseURL }) => {
      // A context of its own: the violations are the point here, so the fixture's listener stays out.
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      const path = localizedPath('services', locale);
      // The page as served, policy included, with an injected script and inline handler in its HTML.
      await page.route(`**${path}`, async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace('<main', '<script>window.__injected=1</script><img src="data:," onerror="window.__handler=1"><main');
        await route.fulfill({ response, body: html });
      });
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { __seen: string[] }).__seen = seen;
        document.addEventListener('securitypolicyviolation', (e) => seen.push(e.effectiveDirective), true);
      });
      await page.goto(path);
      // The site's own scripts still run: the page becomes interactive (on the first input).
      await untilInteractive(page);
      // A string handed to a timer is code from a string, like eval: refused.
      await page.evaluate(() => setTimeout('window.__fromString = 1', 0));
      await page.waitForTimeout(200);
      const outcome = await page.evaluate(() => {
        const w = window as unknown as Record<string, unknown>;
        return { ran: ['__injected', '__handler', '__fromString'].filter((k) => k in w), seen: w.__seen as string[] };
      });
      expect(outcome.ran).toEqual([]);
      expect(outcome.seen).toEqual(expect.arrayContaining(['script-src-elem', 'script-src-attr', 'script-src']));
      await context.close();
    });
  }

  test('takes violation reports in both formats and answers 204', async ({ request }) => {
    const legacy = await request.post('/api/csp-report', {
      headers: { 'content-type': 'application/csp-report' },
      data: JSON.stringify({ 'csp-report': { 'document-uri': 'http://localhost/', 'violated-directive': 'script-src-elem', 'blocked-uri': 'inline' } }),
    });
    expect(legacy.status()).toBe(204);
    const batch = await request.post('/api/csp-report', {
      headers: { 'content-type': 'application/reports+json' },
      data: JSON.stringify([{ type: 'csp-violation', body: { documentURL: 'http://localhost/', effectiveDirective: 'script-src', blockedURL: 'eval' } }]),
    });
    expect(batch.status()).toBe(204);
    expect((await request.get('/api/csp-report')).status()).toBe(405);
  });
});
