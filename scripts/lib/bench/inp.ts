// INP of opening the booking dialog at 4x CPU slowdown (Event Timing in Playwright), and the time
// from the first input to an interactive page.
import { CHROMIUM_ARGS } from '../../find-chromium';

/** One measurement of bookingInp, in ms (and the bytes of script the hover and click loaded). */
export type InpSample = { inpMs: number; shownMs: number; scriptBytes: number; readyMs: number };

/** What the page notes (times on the page's clock, ms): the first input and when the page became interactive... */
type ReadyMarks = { __inputAt?: number; __interactiveAt?: number };
/** ...then, for the click: each Event Timing latency of an interaction, the click, and when the dialog showed. */
type DialogMarks = { __latencies: number[]; __clickAt?: number; __dialogAt?: number };
/** Chromium's Event Timing entry, with the interaction it belongs to (not in TypeScript's DOM types). */
type EventTiming = PerformanceEventTiming & { interactionId: number };
/** Its observer's options: Event Timing's threshold is not in TypeScript's DOM types either. */
type EventTimingInit = PerformanceObserverInit & { durationThreshold: number };

/**
 * INP of opening the booking dialog, at 4x CPU slowdown: a fresh page; the pointer arrives (the
 * visitor's first input, on which the page loads its scripts) and the time until the page is
 * interactive is noted; then move the pointer onto the first Book Consultation link (as a visitor's pointer
 * arrives before the click), click, wait for the dialog. The longest Event Timing entry of the
 * click's interaction is its latency (what INP reports for a page with one interaction).
 */
export async function bookingInp(chromiumPath: string, url: string): Promise<InpSample> {
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
      const w = window as typeof window & ReadyMarks;
      addEventListener('pointermove', (e) => (w.__inputAt ??= e.timeStamp), { capture: true });
      new MutationObserver((_, observer) => {
        if (!document.documentElement.hasAttribute('data-interactive')) return;
        w.__interactiveAt = performance.now();
        observer.disconnect();
      }).observe(document.documentElement, { attributes: true });
    });
    await page.mouse.move(200, 400);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-interactive'), null, { timeout: 30_000 });
    const readyMs = await page.evaluate(() => {
      const w = window as typeof window & Required<ReadyMarks>;
      return Math.round(w.__interactiveAt - w.__inputAt);
    });
    await page.evaluate(() => {
      const w = window as typeof window & DialogMarks;
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
        for (const e of list.getEntries() as EventTiming[]) if (e.interactionId) w.__latencies.push(e.duration);
      }).observe({ type: 'event', durationThreshold: 16, buffered: true } as EventTimingInit);
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
    const { latencies, shownMs } = await page.evaluate(() => {
      const w = window as typeof window & Required<DialogMarks>;
      return { latencies: w.__latencies, shownMs: w.__dialogAt - w.__clickAt };
    });
    return { inpMs: latencies.length ? Math.max(...latencies) : 0, shownMs, scriptBytes, readyMs };
  } finally {
    await browser.close();
  }
}
