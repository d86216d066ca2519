// The bench's output: the table printed to the terminal, docs/perf/latest.md and
// docs/perf/first-touch.md.
import { FIRST_TOUCH_BUDGETS, PHONE_TEXT, READING_MS, type FirstTouchResult } from './first-touch';
import { staticLine, type RouteResult, type StaticReference } from './lighthouse';
import { loadLines, type LoadResult } from './load';
import { budgetBreaches, type Budget } from './targets';

/** INP of the booking dialog on one route: medians of its samples (bench.ts). */
export type InpRow = { route: string; inpMs: number; shownMs: number; readyMs: number; scriptBytes: number | null };

/** What a bench run writes to bench-results/latest.json, and what the markdown is made of. */
export type BenchReport = {
  date: string;
  command: string;
  node: string;
  cpus: number;
  /** Lighthouse's version. */
  lighthouse: string;
  preset: string;
  runs: number;
  routes: RouteResult[];
  staticPage: StaticReference | null;
  inp: InpRow[];
  phone: FirstTouchResult[];
  errors: { route: string; error: string }[];
  load: LoadResult | null;
  /** Load average (1, 5, 15 min) before the run and after it (null until it ends). */
  loadBefore: number[];
  loadAfter: number[] | null;
  /** Whether the Lighthouse figures were measured in this run (not kept from the last full one). */
  lighthouseNow: boolean;
  /** The Chromium of the Lighthouse runs (its user agent). */
  chromium?: string;
  /** The Chromium of the phone runs. */
  phoneBrowser?: string;
  /** When and by which command the phone figures were measured (a --phone-only run keeps older Lighthouse figures). */
  phoneMeasured?: string;
};

export const kb = (b: number | null | undefined) => (b == null ? '-' : (b / 1024).toFixed(1));
const ms = (v: number | null | undefined) => (v == null ? '-' : `${Math.round(v)}`);
// Event Timing reports interactions of 16 ms or more: none means the click was faster.
export const inpText = (v: number) => (v ? `${v} ms` : 'under 16 ms');
const signed = (v: number | null, unit = '') => (v == null ? '-' : `${v > 0 ? '+' : ''}${v}${unit}`);

function rows(results: RouteResult[], floor: RouteResult | null): string[][] {
  return results.map((r) => {
    const over = r === floor ? {} : budgetBreaches(r, floor);
    const flag = (key: Budget, text: string | number | null | undefined) => (over[key] ? `${text}!` : String(text ?? '-'));
    const m = r.median;
    return [
      r === floor ? `floor ${r.route}` : r.route,
      flag('performance', m.performance),
      r.runs.map((run) => run.performance ?? '-').join('/'),
      flag('accessibility', m.accessibility),
      flag('bestPractices', m.bestPractices),
      flag('seo', r.noindex ? `${m.seo ?? '-'} (noindex)` : m.seo),
      flag('lcpMs', ms(m.lcpMs)),
      flag('tbtMs', ms(m.tbtMs)),
      flag('cls', m.cls == null ? '-' : m.cls.toFixed(3)),
      ms(m.fcpMs),
      String(m.renderBlocking ?? '-'),
      flag('html', kb(r.html?.gzipBytes)),
      flag('js', kb(r.js.gzipBytes)),
      r.payload ? kb(r.payload.gzipBytes) : 'in HTML',
      // Number(): a missing TBT (null) counts as 0.
      floor && r !== floor ? signed(Math.round(Number(m.tbtMs) - Number(floor.median.tbtMs)), ' ms') : '',
      floor && r !== floor ? signed(Number(((r.js.gzipBytes - floor.js.gzipBytes) / 1024).toFixed(1)), ' KB') : '',
    ];
  });
}
const HEAD = ['route', 'perf', 'perf runs', 'a11y', 'bp', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'FCP ms', 'blocking', 'HTML gz KB', 'JS gz KB', 'payload gz KB', 'TBT Δ floor', 'JS Δ floor'];

export function table(results: RouteResult[], floor: RouteResult | null): string {
  const all = [HEAD, ...rows(results, floor)];
  const widths = HEAD.map((_, i) => Math.max(...all.map((row) => row[i].length)));
  const line = (row: string[]) => row.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(all[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...all.slice(1).map(line)].join('\n');
}

// ---------------------------------------------------------------- first touch
const PHONE_HEAD = ['route', 'menu ms', 'language ms', 'booking ms', 'booking form in', 'input → hydrated ms', 'same, 2 s after load', 'typed kept %'];

/** The first-touch rows, '!' on every budget broken (FIRST_TOUCH_BUDGETS). */
function phoneRows(phone: FirstTouchResult[]): string[][] {
  const over = (key: keyof typeof FIRST_TOUCH_BUDGETS, value: number | null) => (value == null ? '-' : key === 'typedPercent' ? `${value}${value < FIRST_TOUCH_BUDGETS[key] ? '!' : ''}` : `${Math.round(value)}${value > FIRST_TOUCH_BUDGETS[key] ? '!' : ''}`);
  return phone.map((p) => [p.route, over('menuMs', p.menuMs), over('languageMs', p.languageMs), over('bookingMs', p.bookingMs), p.bookingIn || '-', over('hydratedMs', p.hydratedMs), over('hydratedLaterMs', p.hydratedLaterMs), over('typedPercent', p.typedPercent)]);
}

export function phoneTable(phone: FirstTouchResult[]): string {
  const all = [PHONE_HEAD, ...phoneRows(phone)];
  const widths = PHONE_HEAD.map((_, i) => Math.max(...all.map((row) => row[i].length)));
  const line = (row: string[]) => row.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(all[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...all.slice(1).map(line)].join('\n');
}

export const PHONE_INTRO = (runs: number) =>
  `First touch on a phone (${PHONE_TEXT}; a real Chromium, not Lighthouse's simulation), median of ${runs} fresh visit(s) per figure, each tap or word at once after the load event. Budgets (FIRST_TOUCH_BUDGETS in scripts/lib/bench/first-touch.ts): the mobile and language menus on screen within ${FIRST_TOUCH_BUDGETS.menuMs} ms of the tap (from the finger's lift, where the click starts, to the frame that shows the menu, both as Event Timing, which INP reads, times the click that opens it; bench-results/latest.json keeps the time from the touch's start too, 60 ms of hold more, and a page script's later mark), the booking form within ${FIRST_TOUCH_BUDGETS.bookingMs} ms of tapping Book Consultation, the page hydrated within ${FIRST_TOUCH_BUDGETS.hydratedMs} ms of the first input (the menu's tap at once after the load event, and the language menu's ${READING_MS / 1000} s after it: the scripts download after the load event), ${FIRST_TOUCH_BUDGETS.typedPercent} % of the typed characters kept; '!' marks a broken one. "booking form in": the dialog (the page was interactive) or the booking page (the link, before the scripts; "prerendered" when the speculation rules had it ready).`;

function phoneMarkdown(phone: FirstTouchResult[], runs: number): string[] {
  return [PHONE_INTRO(runs), '', `| ${PHONE_HEAD.join(' | ')} |`, `| ${PHONE_HEAD.map(() => '---').join(' | ')} |`, ...phoneRows(phone).map((r) => `| ${r.join(' | ')} |`), ''];
}

export const loadText = (l: readonly number[] | null) => (l == null ? '-' : l.map((x) => x.toFixed(2)).join(', '));

/** docs/perf/first-touch.md: the first-touch table, and the Lighthouse rows of the same run beside it. */
export function firstTouchMarkdown(report: BenchReport, floor: RouteResult | null): string {
  const out = [
    '# First touch: the phone budgets beside Lighthouse',
    '',
    `Measured ${report.date} with \`${report.command}\`; ${report.phoneBrowser}; Node ${report.node}; ${report.cpus} cores; load average (1, 5, 15 min) ${loadText(report.loadBefore)} before and ${loadText(report.loadAfter)} after: figures taken while the machine is busy are slower and noisier.`,
    '',
    ...phoneMarkdown(report.phone, report.runs),
  ];
  const routes = report.routes.filter((r) => r !== floor);
  if (routes.length && report.lighthouseNow) {
    const all = [HEAD, HEAD.map(() => '---'), ...rows(report.routes, floor)];
    out.push(`Lighthouse ${report.lighthouse} of the same run (mobile preset, simulated throttling, median of ${report.runs}; the columns as in latest.md):`, '', ...all.map((r) => `| ${r.join(' | ')} |`), '');
  }
  return out.join('\n') + '\n';
}

/** One line per layout shift of any run: the route, the run, when, how much, what moved and where. */
export function shiftLines(routes: RouteResult[]): string[] {
  return routes.flatMap((r) =>
    r.runs.flatMap((run, i) =>
      (run.shifts ?? []).map(
        (s) => `${r.route} run ${i + 1}: shift ${s.score} at ${s.atMs} ms, ${s.elements.join(', ')}: ${s.moved.map((m) => `[${m.before}] -> [${m.after}]`).join(', ')}`,
      ),
    ),
  );
}

export function markdown(report: BenchReport, floor: RouteResult | null): string {
  const all = [HEAD, HEAD.map(() => '---'), ...rows(report.routes, floor)];
  const out = [
    '# Bench: the site beside the bare framework',
    '',
    `Measured ${report.date} with \`${report.command}\`: Lighthouse ${report.lighthouse}, ${report.preset}, median of ${report.runs} run(s), a fresh Chromium profile per run; ${report.chromium ?? 'Chromium'}; Node ${report.node}; ${report.cpus} cores.`,
    'The floor is the bare framework reference app (Next 16 + next-intl, one client button, system font), built with the site\'s node_modules and served in the same run. `!` marks a broken budget (docs/perf/bench.md): performance < 99, accessibility or best practices < 100, SEO < 100 on an indexable page, LCP > 1200 ms, TBT > floor + 50 ms, CLS > 0, HTML > 20 KB gzip, JavaScript > floor + 20 KB gzip. "perf runs" is each run\'s score, in order. "payload gz KB" is the page\'s RSC payload (what hydration reads): inline in the floor\'s HTML, a file our pages fetch with their scripts (decision 008), counted in neither the HTML nor the JavaScript column. Our pages load their scripts and payload on the visitor\'s first input after the first paint (decision 008), and Lighthouse gives none: "JS gz KB" counts those scripts all the same, and the interaction lines below say how long the page takes from that input to interactive.',
    '',
    ...all.map((r) => `| ${r.join(' | ')} |`),
    '',
  ];
  if (report.staticPage) out.push(staticLine(report.staticPage), '');
  const shifts = shiftLines(report.routes);
  if (shifts.length) out.push('Layout shifts in any run (box before and after: x, y, width, height in CSS px):', '', ...shifts.map((l) => `- ${l}`), '');
  if (report.inp?.length) {
    out.push('INP of opening the booking dialog at 4× CPU slowdown (budget 100 ms), median of 3; before it, the time from the first input (the pointer arrives) to an interactive page, at 4× CPU, scripts served from loopback:', '');
    for (const i of report.inp) out.push(`- ${i.route}: interactive ${i.readyMs} ms after the first input; INP ${inpText(i.inpMs)}; the dialog shows ${i.shownMs} ms after the click; ${kb(i.scriptBytes)} KB of JavaScript (uncompressed) loaded from the hover to the open dialog`);
    out.push('');
  }
  if (report.phone?.length) {
    // Phone figures newer than the Lighthouse ones above say when they were taken.
    if (report.phoneMeasured && !report.phoneMeasured.startsWith(report.date)) out.push(`The first touch below: measured ${report.phoneMeasured}.`, '');
    out.push(...phoneMarkdown(report.phone, report.runs));
  }
  if (report.load && !report.load.skipped) {
    const l = report.load;
    out.push(...loadLines(l), '');
  }
  for (const e of report.errors) out.push(`Not measured: ${e.route} (${e.error})`);
  return out.join('\n') + '\n';
}
