import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, siteUrl, test } from './fixtures';
import { localizedPath, type Locale } from '../../src/i18n/routing';
import { ICON_SPRITE } from '../../src/components/ui/icon-sprite';

/**
 * The services page (cards, Learn More dialog, brief download) and the six service
 * pages, read from the rendered HTML in all three languages.
 */

type ServicePageKey =
  | 'strategicAssessment'
  | 'customImplementation'
  | 'enterpriseTraining'
  | 'aiAgentDevelopment'
  | 'governanceSecurity'
  | 'continuousOptimization';

const LOCALES: Locale[] = ['en', 'de', 'fr'];

/** Intl separates groups and units with no-break spaces; compare text as a reader sees it. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ');

async function mainText(page: Page) {
  return plain(await page.locator('main').innerText());
}

/** Every figure each service page states (with its catalogue price and duration), as each language writes it. */
const FIGURES: Record<ServicePageKey, Record<Locale, string[]>> = {
  strategicAssessment: {
    en: ['$15,000 - $35,000', '2-4 weeks', '3-5 days', '2-3 days', '300-500%'],
    de: ['15.000 € – 35.000 €', '2–4 Wochen', '3–5 Tage', '2–3 Tage', '300–500 %'],
    fr: ['15 000 € à 35 000 €', '2 à 4 semaines', '3 à 5 jours', '2 à 3 jours', '300 à 500 %'],
  },
  customImplementation: {
    en: ['$50,000 - $250,000', '8-16 weeks', '1-2 weeks', '4-8 weeks', '2-3 weeks', '60%', '$2.3M'],
    de: ['50.000 € – 250.000 €', '8–16 Wochen', '1–2 Wochen', '4–8 Wochen', '2–3 Wochen', '60 %', '2,3 Mio. €'],
    fr: ['50 000 € à 250 000 €', '8 à 16 semaines', '1 à 2 semaines', '4 à 8 semaines', '2 à 3 semaines', '60 %', '2,3 M€'],
  },
  enterpriseTraining: {
    en: ['$25,000 - $75,000', '2-6 weeks', '1 day', '2 days', '3 days', '95%', '40%', '85%', '2,500', '35%', '6 months', '4-6 weeks', '3-6 months'],
    de: ['25.000 € – 75.000 €', '2–6 Wochen', '1 Tag', '2 Tage', '3 Tage', '95 %', '40 %', '85 %', '2.500', '35 %', '6 Monate', '4–6 Wochen', '3–6 Monate'],
    fr: ['25 000 € à 75 000 €', '2 à 6 semaines', '1 jour', '2 jours', '3 jours', '95 %', '40 %', '85 %', '2 500', '35 %', '6 mois', '4 à 6 semaines', '3 à 6 mois'],
  },
  aiAgentDevelopment: {
    en: ['$75,000 - $200,000', '6-12 weeks', '80%', '40%'],
    de: ['75.000 € – 200.000 €', '6–12 Wochen', '80 %', '40 %'],
    fr: ['75 000 € à 200 000 €', '6 à 12 semaines', '80 %', '40 %'],
  },
  governanceSecurity: {
    en: ['$40,000 - $120,000', '4-8 weeks', '100%', '60%', 'GDPR', 'EU AI Act', 'ISO/IEC 27001', 'ISO/IEC 42001', 'SOC 2 Type II', 'HIPAA', 'NIST AI RMF', 'CCPA'],
    de: ['40.000 € – 120.000 €', '4–8 Wochen', '100 %', '60 %', 'DSGVO', 'EU AI Act', 'ISO/IEC 27001', 'ISO/IEC 42001', 'SOC 2 Type II', 'HIPAA', 'NIST AI RMF', 'CCPA'],
    fr: ['40 000 € à 120 000 €', '4 à 8 semaines', '100 %', '60 %', 'RGPD', 'AI Act européen', 'ISO/IEC 27001', 'ISO/IEC 42001', 'SOC 2 Type II', 'HIPAA', 'NIST AI RMF', 'CCPA'],
  },
  continuousOptimization: {
    en: [
      '$5,000 - $25,000 per month',
      'Ongoing',
      '35%',
      '99.9%',
      '50%',
      '25%',
      'Initial, then quarterly',
      'Monthly',
      'Continuous',
      '$5,000 per month',
      '$12,000 per month',
      '$25,000 per month',
      'Most Popular',
      'Global manufacturing company',
      '18 months',
      '45%',
      '$1.2M',
    ],
    de: [
      '5.000 € – 25.000 € pro Monat',
      'Fortlaufend',
      '35 %',
      '99,9 %',
      '50 %',
      '25 %',
      'Zu Beginn, dann quartalsweise',
      'Monatlich',
      'Kontinuierlich',
      '5.000 € pro Monat',
      '12.000 € pro Monat',
      '25.000 € pro Monat',
      'Am beliebtesten',
      'Weltweit tätiges Industrieunternehmen',
      '18 Monate',
      '45 %',
      '1,2 Mio. €',
    ],
    fr: [
      '5 000 € à 25 000 € par mois',
      'En continu',
      '35 %',
      '99,9 %',
      '50 %',
      '25 %',
      'Au démarrage, puis chaque trimestre',
      'Chaque mois',
      'Au fil de l’eau',
      '5 000 € par mois',
      '12 000 € par mois',
      '25 000 € par mois',
      'Le plus choisi',
      'Groupe industriel international',
      '18 mois',
      '45 %',
      '1,2 M€',
    ],
  },
};

/** How many items each section shows: [selector inside main, count]. */
const COUNTS: Record<ServicePageKey, Array<[string, number]>> = {
  strategicAssessment: [
    ['#section-benefits h3', 6],
    ['#section-process h3', 4],
    ['#section-deliverables li', 6],
  ],
  customImplementation: [
    ['#section-capabilities h3', 4],
    ['#section-phases h3', 4],
    ['#section-phases li li', 16],
    ['#section-features li', 8],
  ],
  enterpriseTraining: [
    ['#section-programs h3', 4],
    ['#section-programs li li', 16],
    ['#section-benefits h3', 6],
    ['#section-successMetrics li', 3],
    ['#section-deliverables li', 6],
    ['#section-rollout h3', 2],
  ],
  aiAgentDevelopment: [
    ['#section-agentTypes h3', 4],
    ['#section-benefits h3', 4],
    ['#section-phases h3', 4],
    ['#section-capabilities li', 8],
  ],
  governanceSecurity: [
    ['#section-frameworks h3', 4],
    ['#section-risks h3', 4],
    ['#section-standards li', 8],
    ['#section-process h3', 4],
    ['#section-securityFeatures li', 8],
  ],
  continuousOptimization: [
    ['#section-focusAreas h3', 4],
    ['#section-focusAreas li li', 16],
    ['#section-metrics li', 4],
    ['#section-process h3', 4],
    ['#section-tiers h3', 3],
    ['#section-tiers li li', 12],
    ['#section-included li', 8],
  ],
};

const SERVICES: Array<{ id: string; pageKey: ServicePageKey }> = [
  { id: 'strategic-assessment', pageKey: 'strategicAssessment' },
  { id: 'custom-implementation', pageKey: 'customImplementation' },
  { id: 'enterprise-training', pageKey: 'enterpriseTraining' },
  { id: 'ai-agent-development', pageKey: 'aiAgentDevelopment' },
  { id: 'governance-security', pageKey: 'governanceSecurity' },
  { id: 'continuous-optimization', pageKey: 'continuousOptimization' },
];

/** The card shows the lower price followed by a plus (German and French write "from"). */
const CARD_PRICES: Record<Locale, string[]> = {
  en: ['$15,000+', '$50,000+', '$25,000+', '$75,000+', '$40,000+', '$5,000+/month'],
  // Net of VAT, as German and French business usage marks it.
  de: ['ab 15.000 € zzgl. MwSt.', 'ab 50.000 € zzgl. MwSt.', 'ab 25.000 € zzgl. MwSt.', 'ab 75.000 € zzgl. MwSt.', 'ab 40.000 € zzgl. MwSt.', 'ab 5.000 €/Monat zzgl. MwSt.'],
  fr: ['à partir de 15 000 € HT', 'à partir de 50 000 € HT', 'à partir de 25 000 € HT', 'à partir de 75 000 € HT', 'à partir de 40 000 € HT', 'à partir de 5 000 €/mois HT'],
};

/** Captures the booking requests the page sends to the booking dialog. */
async function recordBookingRequests(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __bookings: unknown[] };
    w.__bookings = [];
    window.addEventListener('site:book-consultation', (e) => w.__bookings.push((e as CustomEvent).detail));
  });
  return () => page.evaluate(() => (window as unknown as { __bookings: unknown[] }).__bookings);
}

const cardOf = (page: Page, id: string) => page.locator(`li[data-service="${id}"]`);

test.describe('services page', () => {
  for (const locale of LOCALES) {
    test(`shows six cards with the catalogue prices and durations (${locale})`, async ({ page }) => {
      const response = await page.goto(localizedPath('services', locale));
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('li[data-service]')).toHaveCount(6);
      const prices = (await page.locator('li[data-service] [data-price-from]').allInnerTexts()).map(plain);
      expect(prices).toEqual(CARD_PRICES[locale]);
      // Four claims, three five-star testimonials.
      await expect(page.locator('#why-choose-us h3')).toHaveCount(4);
      await expect(page.locator('#success-stories figure')).toHaveCount(3);
      for (const stars of await page.locator('#success-stories [role="img"]').all()) {
        await expect(stars.locator('svg')).toHaveCount(5);
      }
    });
  }

  test('has its English call-to-action labels and claims, and accessible five-star ratings', async ({ page }) => {
    await page.goto('/services');
    await expect(page.getByRole('link', { name: 'View All Services' })).toHaveAttribute('href', '#all-services');
    await expect(page.getByRole('link', { name: 'Get Custom Quote' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(3);
    const text = await mainText(page);
    for (const claim of ['80+ successful implementations', 'ROI within 3-6 months', '95% success rate']) expect(text).toContain(claim);
    await expect(cardOf(page, 'strategic-assessment').getByRole('button', { name: /^Learn More/ })).toBeVisible();
  });

  test('Get Quote and Get Custom Quote open the booking dialog, with the service', async ({ page }) => {
    await page.goto('/services');
    const bookings = await recordBookingRequests(page);
    await cardOf(page, 'governance-security').getByRole('link', { name: /^Get Quote/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByRole('link', { name: 'Get Custom Quote' }).click();
    expect(await bookings()).toEqual([{ service: 'governance-security' }, {}]);
  });

  for (const locale of LOCALES) {
    test(`prices and durations agree between the cards and the service pages (${locale})`, async ({ page }) => {
      await page.goto(localizedPath('services', locale));
      const cards = new Map<string, { from: string; duration: string }>();
      for (const { id } of SERVICES) {
        cards.set(id, {
          from: plain(await cardOf(page, id).locator('[data-price-from]').innerText()),
          duration: plain(await cardOf(page, id).locator('[data-duration]').innerText()),
        });
      }
      for (const { id, pageKey } of SERVICES) {
        await page.goto(localizedPath(pageKey, locale));
        const range = plain(await page.locator('[data-price-box] [data-price-range]').innerText());
        const duration = plain(await page.locator('[data-price-box] [data-duration]').innerText());
        const card = cards.get(id)!;
        // The card's amount is the start of the page's range: "$15,000+" / "$15,000 - $35,000".
        const amount = card.from
          .replace(/^(ab |à partir de )/, '')
          .replace(/ (zzgl\. MwSt\.|HT)$/, '')
          .replace(/(\+)?(\/\S+)?$/, '');
        expect(range.startsWith(amount), `${id}: "${range}" starts with "${amount}"`).toBe(true);
        expect(duration).toBe(card.duration);
      }
    });
  }
});

test.describe('Learn More dialog', () => {
  test('works by keyboard: Enter opens, arrows switch tabs, Escape closes and focus returns', async ({ page }) => {
    await page.goto('/services');
    const learnMore = cardOf(page, 'strategic-assessment').getByRole('button', { name: /^Learn More/ });
    await learnMore.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Strategic Assessment' });
    await expect(dialog).toBeVisible();
    const tabs = dialog.getByRole('tab');
    await expect(tabs).toHaveText(['Overview', 'Key Benefits', 'Process', 'What You Receive', 'Book Consultation', 'Download Service Brief']);
    await expect(dialog.getByRole('tab', { name: 'Overview' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('tab', { name: 'Key Benefits' })).toBeFocused();
    await expect(dialog.getByRole('tab', { name: 'Key Benefits' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('tabpanel')).toContainText('Invest only where the return is proven');
    // Radix moves focus on the next tick: wait for each move, as a person's key presses would.
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('tab', { name: 'Process' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('tab', { name: 'What You Receive' })).toBeFocused();
    await expect(dialog.getByRole('tabpanel')).toContainText('AI readiness scorecard');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByRole('tab', { name: 'Process' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('tabpanel')).toContainText('Discovery');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(learnMore).toBeFocused();
  });

  test('Book Consultation closes the dialog and asks for a booking of this service', async ({ page }) => {
    await page.goto('/services');
    const bookings = await recordBookingRequests(page);
    await cardOf(page, 'enterprise-training').getByRole('button', { name: /^Learn More/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Enterprise Training' });
    await dialog.getByRole('tab', { name: 'Book Consultation' }).click();
    await dialog.getByRole('tabpanel').getByRole('button', { name: 'Book Consultation' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(bookings).toEqual([{ service: 'enterprise-training' }]);
    // The booking dialog (the lead-capture feature) takes over.
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('axe finds nothing with the dialog open', async ({ page, axe }) => {
    await page.goto('/services');
    await cardOf(page, 'ai-agent-development').getByRole('button', { name: /^Learn More/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await axe();
    await page.getByRole('dialog').getByRole('tab', { name: 'Process' }).click();
    await axe();
  });

  const briefCases = [
    { locale: 'en' as const, id: 'strategic-assessment', file: 'strategic-assessment-service-brief.txt', contains: ['Strategic Assessment', '$15,000 - $35,000', '2-4 weeks', 'Stakeholder interviews across business units', 'AI readiness scorecard'] },
    { locale: 'de' as const, id: 'custom-implementation', file: 'massgeschneiderte-implementierung-leistungsbeschreibung.txt', contains: ['Maßgeschneiderte Implementierung', '50.000 € – 250.000 €', '8–16 Wochen', 'Lösungsarchitektur und Design', 'Produktionsreife KI-Lösung'] },
    { locale: 'fr' as const, id: 'continuous-optimization', file: 'optimisation-continue-fiche-service.txt', contains: ['Optimisation continue', '5 000 € à 25 000 € par mois', 'En continu', 'Détection proactive des incidents', 'Rapport mensuel de performance'] },
  ];
  for (const c of briefCases) {
    test(`downloads the service brief, made in the browser (${c.locale})`, async ({ page }) => {
      await page.goto(localizedPath('services', c.locale));
      await cardOf(page, c.id).getByRole('button').first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const tabs = dialog.getByRole('tab');
      await tabs.last().click();
      // The tab's icons come from the sprite, which the browser may still be asking for (a wait
      // for 'networkidle' returns at once: the page reached it after loading), and the router
      // may fetch the scripts and payload of a page a link under the pointer leads to. Any other
      // request would be the brief's.
      const requests: string[] = [];
      page.on('request', (r) => {
        const url = r.url();
        if (url.startsWith('blob:') || url.startsWith('data:')) return;
        // By path: the server's port may differ from the one in the site's URL.
        const { pathname, searchParams } = new URL(url);
        const prefetch = pathname.startsWith('/_next/static/') || searchParams.has('_rsc');
        if (pathname !== ICON_SPRITE && !prefetch) requests.push(url);
      });
      const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('tabpanel').getByRole('button').click()]);
      expect(download.suggestedFilename()).toBe(c.file);
      const text = plain(await readFile((await download.path())!, 'utf8'));
      for (const part of c.contains) expect(text).toContain(part);
      expect(requests, 'the brief is made without a network call').toEqual([]);
    });
  }
});

test.describe('service pages', () => {
  for (const { pageKey } of SERVICES) {
    for (const locale of LOCALES) {
      test(`${pageKey} shows every figure of its page (${locale})`, async ({ page }) => {
        const response = await page.goto(localizedPath(pageKey, locale));
        expect(response?.status()).toBe(200);
        await expect(page.locator('h1')).toHaveCount(1);
        const text = await mainText(page);
        for (const figure of FIGURES[pageKey][locale]) expect(text, `${pageKey} (${locale}) shows "${figure}"`).toContain(figure);
        for (const [selector, count] of COUNTS[pageKey]) await expect(page.locator(`main ${selector}`), selector).toHaveCount(count);
        await expect(page.locator('#case-study h2')).toHaveCount(1);
        await expect(page.locator('[data-price-box] a[aria-haspopup="dialog"]')).toHaveCount(1);
        if (pageKey === 'continuousOptimization') {
          // The "Most Popular" badge, and beneath the tiers a note that names it and what it rests on
          // (decision 017: no superlative without a basis).
          const badge = (await page.locator('#section-tiers [data-badge]').innerText()).trim();
          await expect(page.locator('#section-tiers p:not([data-badge])', { hasText: badge })).toHaveCount(1);
        }

        // Structured data: the Service offer in the shown currency, and the breadcrumb trail.
        const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
        const service = blocks.find((b) => b['@type'] === 'Service');
        expect(service.provider['@type']).toBe('Organization');
        expect(service.offers.priceSpecification.priceCurrency).toBe(locale === 'en' ? 'USD' : 'EUR');
        expect(service.offers.priceSpecification.valueAddedTaxIncluded).toBe(false);
        expect(service.url).toBe(`${siteUrl}${localizedPath(pageKey, locale)}`);
        const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList');
        // Absolute URLs from SITE_URL (the home page with or without its trailing slash).
        const noSlash = (u: string) => u.replace(/\/$/, '');
        expect(crumbs.itemListElement.map((i: { item: string }) => noSlash(i.item))).toEqual([
          noSlash(`${siteUrl}${localizedPath('home', locale)}`),
          `${siteUrl}${localizedPath('services', locale)}`,
          `${siteUrl}${localizedPath(pageKey, locale)}`,
        ]);
        expect(crumbs.itemListElement.map((i: { position: number }) => i.position)).toEqual([1, 2, 3]);
        const nav = page.locator('nav ol').filter({ has: page.locator('[aria-current="page"]') });
        await expect(nav.getByRole('link')).toHaveCount(2);
        await expect(nav.locator('[aria-current="page"]')).toHaveText(service.name);
      });
    }
  }

  test('risk impact levels are written out and coloured red, orange and yellow', async ({ page }) => {
    await page.goto('/governance-security');
    const risks = page.locator('#section-risks li[data-impact]');
    await expect(risks).toHaveCount(4);
    expect(await risks.evaluateAll((items) => items.map((i) => i.getAttribute('data-impact')))).toEqual(['critical', 'high', 'high', 'medium']);
    await expect(risks.nth(0)).toContainText('Impact: Critical');
    await expect(risks.nth(1)).toContainText('Impact: High');
    await expect(risks.nth(3)).toContainText('Impact: Medium');
    const stripes = await risks.evaluateAll((items) => items.map((i) => getComputedStyle(i).borderLeftColor));
    expect(new Set([stripes[0], stripes[1], stripes[3]]).size).toBe(3);
    expect(stripes[1]).toBe(stripes[2]);
  });
});
