// The phone of Lighthouse's mobile preset, played in a real Chromium (not simulated): 4x CPU
// slowdown, 150 ms round trips, 1.6 Mbps down and 750 Kbps up, a 412x823 touch screen. The bench
// measures the first-touch budgets on it (scripts/bench.ts), and the e2e tests of what a visitor
// types or taps before the scripts arrive run on it (tests/e2e/first-touch.spec.ts).
import type { BrowserContextOptions, CDPSession, Locator, Page } from '@playwright/test';

export const PHONE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadKbps: 1638.4,
  uploadKbps: 750,
};

/** Playwright context options of the phone: Lighthouse's moto g power screen, touch. */
export const PHONE_CONTEXT = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} satisfies BrowserContextOptions;

/** Throttles a Playwright page to the phone's CPU and network (Chrome DevTools Protocol); returns the session. */
export async function emulatePhone(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: (PHONE.downloadKbps * 1024) / 8,
    uploadThroughput: (PHONE.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  return cdp;
}

/**
 * A finger's tap at the centre of an element: touch start, a short hold, touch end (Playwright's own
 * tap lifts the finger at once, which no finger does). The browser derives the pointer events and
 * the click from it, as on a phone.
 */
export async function tap(page: Page, cdp: CDPSession, locator: Locator, holdMs = 60): Promise<void> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`nothing to tap: ${locator}`);
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await page.waitForTimeout(holdMs);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}
