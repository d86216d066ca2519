// @ts-nocheck -- typed in the next commit
// INP of opening the booking dialog at 4x CPU slowdown (Event Timing in Playwright), and the time
// from the first input to an interactive page.
import { CHROMIUM_ARGS } from '../../find-chromium';

/**
 * INP of opening the booking dialog, at 4x CPU slowdown: a fresh page; the pointer arrives (the
 * visitor's first input, on which the page loads its scripts) and the time until the page is
 * interactive is noted; then move the pointer onto the first Book Consultation link (as a visitor's pointer
 * arrives before the click), click, wait for the dialog. The longest Event Timing entry of the
 * click's interaction is its latency (what INP reports for a page with one interaction).
 */
export async function bookingInp(chromiumPath, url) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await page.goto(url, { waitUntil: 'load' });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // The page loads its scripts on the visitor's first input (decision 008): the pointer arrives,
    // and the page becomes interactive some time later (counted from that input).
    await page.evaluate(() => {
      const w = window;
      addEventListener('pointermove', (e) => (w.__inputAt ??= e.timeStamp), { capture: true });
      new MutationObserver((_, observer) => {
        if (!document.documentElement.hasAttribute('data-interactive')) return;
        w.__interactiveAt = performance.now();
        observer.disconnect();
      }).observe(document.documentElement, { attributes: true });
    });
    await page.mouse.move(200, 400);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-interactive'), null, { timeout: 30_000 });
    const readyMs = await page.evaluate(() => Math.round(window.__interactiveAt - window.__inputAt));
    await page.evaluate(() => {
      const w = window;
      w.__latencies = [];
      // When the dialog shows, counted from the click: what the visitor waits for.
      document.addEventListener('click', (e) => (w.__clickAt = e.timeStamp), { capture: true, once: true });
      new MutationObserver((_, observer) => {
        if (document.querySelector('[role="dialog"]')) {
          w.__dialogAt = performance.now();
          observer.disconnect();
        }
      }).observe(document.body, { childList: true, subtree: true });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (e.interactionId) w.__latencies.push(e.duration);
      }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    });
    let scriptBytes = 0;
    page.on('response', async (res) => {
      if (res.request().resourceType() === 'script') scriptBytes += (await res.body().catch(() => Buffer.alloc(0))).length;
    });
    const link = page.locator('a[data-booking]:visible').first();
    await link.hover();
    await page.waitForTimeout(300);
    await link.click();
    await page.getByRole('dialog').waitFor({ state: 'visible', timeout: 15_000 });
    await page.waitForTimeout(500);
    const { latencies, shownMs } = await page.evaluate(() => ({ latencies: window.__latencies, shownMs: window.__dialogAt - window.__clickAt }));
    return { inpMs: latencies.length ? Math.max(...latencies) : 0, shownMs, scriptBytes, readyMs };
  } finally {
    await browser.close();
  }
}
