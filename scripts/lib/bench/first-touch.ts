// The first-touch budgets of a page on the phone (scripts/lib/phone-profile.ts), in a real
// Chromium: a visitor taps or types at once after the page has loaded, before its scripts are
// there (decision 008). Each measurement opens the page in a fresh browser context (empty cache,
// as a first visit), throttled to the phone, and waits for the load event; then:
// - menu: taps the mobile menu button; the time from the tap (the finger's lift, where the click
//   starts: a browser opens nothing while the finger is down, and Event Timing, which INP reads,
//   times a tap's click from there) until the frame that shows the menu; the same from the touch's
//   start, which adds the finger's 60 ms hold, is kept in the runs (fromTouchMs), and so is the
//   frame after the page's own script saw the menu (markedMs, which can read a frame or two late);
// - language: taps the language button, after reading for two seconds; the same for its list, and
//   from that tap's touch to the page saying it is interactive (hydratedLater);
// - booking: taps the first visible Book Consultation link; the time until the booking form is on
//   screen, in a dialog of the page or on the booking page;
// - hydrated: the time from the first tap of the menu run to the page saying it is interactive;
// - typed: taps the page's first search box (or its first text field, or the footer's newsletter
//   box) and types a word at a phone typist's pace; the share of its characters that the field
//   holds once the page is interactive.
// scripts/bench.ts runs it, against FIRST_TOUCH_BUDGETS: what a phone visitor should get at the
// first touch (a menu on screen within 150 ms, the booking form within 1.5 s, a hydrated page 1.5 s
// after the first input, every typed character kept).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import type { Locale } from '../../../src/i18n/routing';
import { PHONE, PHONE_CONTEXT, emulatePhone, tap } from '../phone-profile';
import { ROOT } from '../run';

export const FIRST_TOUCH_BUDGETS = { menuMs: 150, languageMs: 150, bookingMs: 1500, hydratedMs: 1500, hydratedLaterMs: 1500, typedPercent: 100 };
/** How long the visitor of the language run reads before the first tap. */
export const READING_MS = 2000;

/** One run of each kind, as measured (the medians of a route come from these). */
export type MenuRun = { menuMs: number; fromTouchMs: number; markedMs: number; hydratedMs: number };
export type LanguageRun = { languageMs: number; fromTouchMs: number; markedMs: number; hydratedLaterMs: number };
export type BookingRun = { bookingMs: number | null; bookingIn: 'menu only' | 'dialog' | 'prerendered page' | 'page' };
export type TypingRun = { typedPercent: number; typed: string; held: string };

/** The first-touch figures of one route (firstTouch): medians of the runs, null when no run had the figure. */
export type FirstTouchResult = {
  route: string;
  menuMs: number | null;
  languageMs: number | null;
  bookingMs: number | null;
  bookingIn: string;
  hydratedMs: number | null;
  hydratedLaterMs: number | null;
  typedPercent: number | null;
  runs: { menu: MenuRun[]; language: LanguageRun[]; booking: BookingRun[]; typing: TypingRun[] };
};

const header = (locale: Locale): { language: string } => JSON.parse(readFileSync(path.join(ROOT, 'messages', locale, 'header.json'), 'utf8'));
const localeOf = (route: string): Locale => (/^\/(de|fr)(\/|$)/.exec(route)?.[1] as 'de' | 'fr' | undefined) ?? 'en';

/** What the visitor types: a consultant's name in the directory, a topic in the news, else a name or an address. */
function wordFor(route: string, inputType: string | null): string {
  if (inputType === 'email') return 'sarah.mitchell@example.com';
  if (/berater-finden|trouver-consultant|find-consultant/.test(route)) return 'Sarah Mitchell';
  if (/news|actualites/.test(route)) return { en: 'strategy', de: 'Strategie', fr: 'stratégie' }[localeOf(route)];
  return 'Sarah Mitchell';
}

/** What `observe` notes in the page, as `window.__touch` (times on the page's clock, ms). */
type TouchMarks = {
  events: { start: number; end: number; shown: number; id: number }[];
  tapAt?: number;
  liftAt?: number;
  openAt?: number;
  paintAt?: number;
  openedAt?: number;
  interactiveAt?: number;
};
type TouchWindow = typeof window & { __touch: TouchMarks };
/** The marks once the finger has touched and lifted. */
type Tapped = TouchMarks & { tapAt: number; liftAt: number };
/** Chromium's Event Timing entry, with the interaction it belongs to (not in TypeScript's DOM types). */
type EventTiming = PerformanceEventTiming & { interactionId: number };
/** Its observer's options: Event Timing's threshold is not in TypeScript's DOM types either. */
type EventTimingInit = PerformanceObserverInit & { durationThreshold: number };

/**
 * Installed before the tap: notes the tap (its pointerdown), when the element `shown` matches first
 * becomes visible and the frame after, when a popover that holds it opens (its `beforetoggle`,
 * which the browser fires in the click that opens it), the Event Timing entries of the interaction,
 * and when the page says it is interactive.
 * Its text runs in the page (page.evaluate): no function in it may be bound to a name, which tsx
 * (esbuild's keepNames) would wrap in a `__name()` call that the page does not have; so `check` is
 * a parameter.
 */
function observe(shown: string) {
  const w = window as TouchWindow;
  const m: TouchMarks = (w.__touch = { events: [] });
  addEventListener('pointerdown', (e) => (m.tapAt ??= e.timeStamp), { capture: true, passive: true });
  addEventListener('pointerup', (e) => (m.liftAt ??= e.timeStamp), { capture: true, passive: true });
  ((check: () => void) => {
    new MutationObserver(check).observe(document.documentElement, { subtree: true, childList: true, attributes: true });
    document.addEventListener('toggle', check, { capture: true });
    document.addEventListener('click', () => setTimeout(check, 0), { capture: true });
  })(() => {
    if (m.openAt !== undefined) return;
    const el = document.querySelector(shown);
    if (!el || !el.checkVisibility()) return;
    m.openAt = performance.now();
    requestAnimationFrame(() => setTimeout(() => (m.paintAt = performance.now()), 0));
  });
  document.addEventListener(
    'beforetoggle',
    (e) => {
      const target = e.target as Element;
      if (e.newState === 'open' && (target.matches(shown) || target.querySelector(shown))) m.openedAt ??= performance.now();
    },
    { capture: true },
  );
  new MutationObserver((_, o) => {
    if (!document.documentElement.hasAttribute('data-interactive')) return;
    m.interactiveAt = performance.now();
    o.disconnect();
  }).observe(document.documentElement, { attributes: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as EventTiming[]) if (e.interactionId) m.events.push({ start: e.processingStart, end: e.processingEnd, shown: e.startTime + e.duration, id: e.interactionId });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as EventTimingInit);
}

/**
 * The time from the tap (the finger's lift) to the frame that showed the element, and the same from
 * the touch's start. A popover opened while the browser handled an event of the tap (its click) is
 * on the next frame the browser presents after that event, which Event Timing times (as INP does).
 * Else, the later of Event Timing's next paint and the frame after the element was seen visible
 * (a mark that also waits for whatever the page runs after the tap, so it can read a frame late).
 */
async function shownAfterTap(page: Page): Promise<{ ms: number; fromTouchMs: number; markedMs: number }> {
  await page.waitForFunction(() => (window as TouchWindow).__touch.paintAt !== undefined, null, { timeout: 20_000 });
  return page.evaluate(() => {
    const m = (window as TouchWindow).__touch as Tapped & { paintAt: number };
    const openedAt = m.openedAt;
    const opening = openedAt === undefined ? undefined : m.events.find((e) => e.start <= openedAt && openedAt <= e.end);
    const marked = Math.max(m.paintAt, ...m.events.map((e) => e.shown));
    const shown = opening ? opening.shown : marked;
    return { ms: Math.round(shown - m.liftAt), fromTouchMs: Math.round(shown - m.tapAt), markedMs: Math.round(marked - m.liftAt) };
  });
}

async function freshPage(browser: Browser, url: string): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext(PHONE_CONTEXT);
  const page = await context.newPage();
  const cdp = await emulatePhone(page);
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  return { context, page, cdp };
}

/** The time from the tap to the page's scripts marking it interactive (waits for them). */
async function hydratedAfterTap(page: Page): Promise<number> {
  await page.waitForFunction(() => (window as TouchWindow).__touch.interactiveAt !== undefined, null, { timeout: 30_000 });
  return page.evaluate(() => {
    const m = (window as TouchWindow).__touch as Tapped & { interactiveAt: number };
    return Math.round(m.interactiveAt - m.tapAt);
  });
}

async function menuRun(browser: Browser, origin: string, route: string): Promise<MenuRun> {
  const { context, page, cdp } = await freshPage(browser, origin + route);
  try {
    await page.evaluate(observe, 'dialog[open], [role="dialog"]');
    await tap(page, cdp, page.locator('header button[aria-haspopup="dialog"]'));
    const { ms: menuMs, fromTouchMs, markedMs } = await shownAfterTap(page);
    const hydratedMs = await hydratedAfterTap(page);
    return { menuMs, fromTouchMs, markedMs, hydratedMs };
  } finally {
    await context.close();
  }
}

async function languageRun(browser: Browser, origin: string, route: string): Promise<LanguageRun> {
  const { context, page, cdp } = await freshPage(browser, origin + route);
  try {
    await page.evaluate(observe, 'header a[hreflang="de"]');
    // A visitor who reads for a moment first.
    await page.waitForTimeout(READING_MS);
    const name = new RegExp(`^${header(localeOf(route)).language}`);
    await tap(page, cdp, page.getByRole('banner').getByRole('button', { name }));
    const { ms: languageMs, fromTouchMs, markedMs } = await shownAfterTap(page);
    const hydratedLaterMs = await hydratedAfterTap(page);
    return { languageMs, fromTouchMs, markedMs, hydratedLaterMs };
  } finally {
    await context.close();
  }
}

async function bookingRun(browser: Browser, origin: string, route: string): Promise<BookingRun> {
  const { context, page, cdp } = await freshPage(browser, origin + route);
  try {
    // A page whose only Book Consultation on a phone is in the menu (an article) has nothing to tap at once.
    const link = page.locator('a[data-booking]:visible').first();
    if ((await link.count()) === 0) return { bookingMs: null, bookingIn: 'menu only' };
    // One further down the page (an article's call to action) is scrolled to first, as a finger would.
    await link.scrollIntoViewIfNeeded();
    // The tap is noted in the session, which the booking page (same origin, same tab) can read.
    await page.evaluate(() => {
      addEventListener('pointerdown', (e) => sessionStorage.setItem('tapAt', String(performance.timeOrigin + e.timeStamp)), { capture: true, once: true });
      new MutationObserver((_, o) => {
        if (!document.querySelector('[role="dialog"] form')?.checkVisibility()) return;
        o.disconnect();
        requestAnimationFrame(() => setTimeout(() => sessionStorage.setItem('shownAt', String(performance.timeOrigin + performance.now())), 0));
      }).observe(document.body, { subtree: true, childList: true });
    });
    const before = page.url();
    await tap(page, cdp, link);
    await Promise.race([
      page.waitForURL((url) => url.href !== before, { timeout: 30_000, waitUntil: 'load' }),
      page.waitForFunction(() => sessionStorage.getItem('shownAt'), null, { timeout: 30_000 }),
    ]);
    await page.waitForLoadState('load');
    await page.waitForFunction(() => sessionStorage.getItem('shownAt') || performance.getEntriesByName('first-contentful-paint').length, null, { timeout: 30_000 });
    return await page.evaluate((): BookingRun => {
      const tapAt = Number(sessionStorage.getItem('tapAt'));
      const shownAt = sessionStorage.getItem('shownAt');
      if (shownAt) return { bookingMs: Math.round(Number(shownAt) - tapAt), bookingIn: 'dialog' };
      // The booking page: its first paint shows it whole (decision 016); a prerendered page is shown when it is activated.
      const nav = performance.getEntriesByType('navigation')[0] as (PerformanceNavigationTiming & { activationStart: number }) | undefined;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? performance.now();
      const shown = performance.timeOrigin + Math.max(fcp, nav?.activationStart ?? 0);
      return { bookingMs: Math.round(shown - tapAt), bookingIn: (nav?.activationStart ?? 0) > 0 ? 'prerendered page' : 'page' };
    });
  } finally {
    await context.close();
  }
}

/** The share of the typed word's characters the field holds, in order (longest common subsequence). */
export function keptPercent(typed: string, held: string): number {
  const row: number[] = new Array(held.length + 1).fill(0);
  for (let i = 1; i <= typed.length; i++) {
    let diagonal = 0;
    for (let j = 1; j <= held.length; j++) {
      const above = row[j];
      row[j] = typed[i - 1] === held[j - 1] ? diagonal + 1 : Math.max(row[j], row[j - 1]);
      diagonal = above;
    }
  }
  return Math.round((row[held.length] / typed.length) * 1000) / 10;
}

async function typingRun(browser: Browser, origin: string, route: string): Promise<TypingRun> {
  const { context, page, cdp } = await freshPage(browser, origin + route);
  try {
    const field = page.locator('main input[type="search"]:visible, main input[name="name"]:visible, footer input[type="email"]').first();
    const word = wordFor(route, await field.getAttribute('type'));
    await field.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await tap(page, cdp, field);
    // A phone typist: about 120 ms a key, from the tap on.
    await page.keyboard.type(word, { delay: 120 });
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-interactive'), null, { timeout: 30_000 });
    await page.waitForTimeout(1000);
    const held = await field.inputValue();
    return { typedPercent: keptPercent(word, held), typed: word, held };
  } finally {
    await context.close();
  }
}

const median = (values: readonly unknown[]): number | null => {
  const v = values.filter((x): x is number => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (v.length === 0) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
};

/** The first-touch figures of one route, median of `runs` for each. */
export async function firstTouch(browser: Browser, origin: string, route: string, { runs = 3, log = () => {} }: { runs?: number; log?: (message: string) => void } = {}): Promise<FirstTouchResult> {
  const samples: FirstTouchResult['runs'] = { menu: [], language: [], booking: [], typing: [] };
  for (let i = 1; i <= runs; i++) {
    log(`${route}: phone run ${i}/${runs}`);
    samples.menu.push(await menuRun(browser, origin, route));
    samples.language.push(await languageRun(browser, origin, route));
    samples.booking.push(await bookingRun(browser, origin, route));
    samples.typing.push(await typingRun(browser, origin, route));
  }
  const pick = <T, K extends keyof T>(list: readonly T[], key: K) => median(list.map((s) => s[key]));
  return {
    route,
    menuMs: pick(samples.menu, 'menuMs'),
    languageMs: pick(samples.language, 'languageMs'),
    bookingMs: pick(samples.booking, 'bookingMs'),
    bookingIn: [...new Set(samples.booking.map((s) => s.bookingIn))].join(', '),
    hydratedMs: pick(samples.menu, 'hydratedMs'),
    hydratedLaterMs: pick(samples.language, 'hydratedLaterMs'),
    typedPercent: pick(samples.typing, 'typedPercent'),
    runs: { menu: samples.menu, language: samples.language, booking: samples.booking, typing: samples.typing },
  };
}

export const PHONE_TEXT = `${PHONE.cpuSlowdown}× CPU, ${PHONE.latencyMs} ms latency, ${(PHONE.downloadKbps / 1024).toFixed(1)} Mbps down, ${PHONE.uploadKbps} Kbps up, ${PHONE_CONTEXT.viewport.width}×${PHONE_CONTEXT.viewport.height} touch screen`;
