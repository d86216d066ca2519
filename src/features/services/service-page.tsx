import { getTranslations } from 'next-intl/server';
import { localizedPath, type Locale } from '@/i18n/routing';
import { PageHero } from '@/components/site/page-hero';
import { CtaBand } from '@/components/site/cta-band';
import { BookConsultationButton } from '@/components/site/book-consultation-button';
import { buttonVariants } from '@/components/ui/button';
import { CircleCheck } from '@/components/ui/icons';
import { absoluteUrl } from '@/lib/seo/metadata';
import { getService } from './catalog';
import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { JsonLd } from '@/lib/seo/json-ld';
import { cardClass } from './section';
import { ServiceSection } from './service-sections';
import type { ServicePageKey } from './catalog';
import { serviceJsonLd } from './structured-data';
import { servicePageView, type ServicePageView } from './service-page-view';

const OVERVIEW_ID = 'overview';

/**
 * The layout of the six service pages, fed by data (service-pages.ts) and the catalogue:
 * breadcrumbs, hero, overview with the price box, the page's sections, case study, CTA,
 * and the Service and BreadcrumbList structured data.
 */
export async function ServicePage({ pageKey, locale }: { pageKey: ServicePageKey; locale: Locale }) {
  const view = servicePageView(pageKey, locale);
  const entry = getService(view.service.id);
  const tm = await getTranslations({ locale, namespace: 'meta' });
  const url = absoluteUrl(pageKey, locale);

  return (
    <>
      <JsonLd
        data={serviceJsonLd({
          entry,
          locale,
          name: view.service.title,
          description: view.service.description,
          category: view.service.categoryLabel,
          url,
          areaServed: view.areaServed,
          provider: { name: tm('siteName'), url: absoluteUrl('home', locale) },
        })}
      />
      <PageHero
        eyebrow={view.hero.eyebrow}
        title={view.hero.title}
        intro={view.hero.intro}
        aside={<Gains gains={view.gains} />}
        breadcrumb={
          <Breadcrumbs
            label={view.breadcrumb.label}
            items={[
              { name: view.breadcrumb.home, href: localizedPath('home', locale), url: absoluteUrl('home', locale) },
              { name: view.breadcrumb.services, href: localizedPath('services', locale), url: absoluteUrl('services', locale) },
              { name: view.service.title, href: localizedPath(pageKey, locale), url },
            ]}
          />
        }
      >
        <BookConsultationButton size="lg" service={view.service.id}>
          {view.hero.book}
        </BookConsultationButton>
        <a href={`#${OVERVIEW_ID}`} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          {view.hero.details}
        </a>
      </PageHero>

      <Overview view={view} />

      {view.sections.map((section, i) => (
        <ServiceSection key={section.key} section={section} serviceId={view.service.id} tone={i % 2 === 0 ? 'muted' : 'plain'} />
      ))}

      <CaseStudy caseStudy={view.caseStudy} />

      <CtaBand locale={locale} title={view.cta.title} text={view.cta.text} button={view.cta.button} />
    </>
  );
}

/** What the service brings, beside the hero's text: it fills the hero's width on a wide screen. */
function Gains({ gains }: { gains: ServicePageView['gains'] }) {
  return (
    <section aria-labelledby="gains-title" className={`${cardClass} bg-card/90`}>
      <h2 id="gains-title" className="text-lg font-semibold text-ink">
        {gains.title}
      </h2>
      <ul className="mt-4 space-y-3 text-sm leading-relaxed">
        {gains.items.map((item) => (
          <li key={item} className="flex gap-3">
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The page's overview beside the price box (price range, duration, category, a booking button). */
function Overview({ view }: { view: ServicePageView }) {
  return (
    <section id={OVERVIEW_ID} aria-labelledby={`${OVERVIEW_ID}-title`} className="scroll-mt-20 py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-3 lg:px-8">
        <div className="lg:col-span-2">
          <h2 id={`${OVERVIEW_ID}-title`} className="text-3xl font-bold tracking-tight text-balance text-ink">
            {view.overview.title}
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-foreground text-pretty">{view.overview.text}</p>
          <p className="mt-4 text-lg leading-relaxed text-muted-foreground text-pretty">{view.overview.text2}</p>
        </div>
        <aside aria-labelledby="price-box-title" className={`${cardClass} h-fit border-primary/30`} data-price-box>
          <h3 id="price-box-title" className="text-lg font-semibold text-ink">
            {view.priceBox.title}
          </h3>
          <dl className="mt-4 space-y-4">
            <div>
              <dt className="text-sm text-muted-foreground">{view.priceBox.priceLabel}</dt>
              <dd className="text-2xl font-bold tracking-tight text-ink" data-price-range>
                {view.service.priceRange}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">{view.priceBox.durationLabel}</dt>
              <dd className="text-lg font-semibold text-ink" data-duration>
                {view.service.duration}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">{view.priceBox.categoryLabel}</dt>
              <dd className="font-medium text-ink">{view.service.categoryLabel}</dd>
            </div>
          </dl>
          <BookConsultationButton service={view.service.id} className="mt-6 w-full">
            {view.priceBox.book}
          </BookConsultationButton>
          <p className="mt-3 text-sm text-muted-foreground">{view.priceBox.note}</p>
        </aside>
      </div>
    </section>
  );
}

/** The case study: client, challenge, solution and the results in figures. */
function CaseStudy({ caseStudy }: { caseStudy: ServicePageView['caseStudy'] }) {
  return (
    <section id="case-study" aria-labelledby="case-study-title" className="py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="rounded-2xl border bg-accent/50 p-6 sm:p-10">
          <p className="eyebrow text-brand">{caseStudy.eyebrow}</p>
          <p className="mt-2 text-sm font-medium text-muted-foreground">{caseStudy.basis}</p>
          <h2 id="case-study-title" className="mt-2 text-3xl font-bold tracking-tight text-balance text-ink">
            {caseStudy.title}
          </h2>
          <p className="mt-2 font-medium text-muted-foreground">{caseStudy.client}</p>
          <dl className="mt-8 grid gap-8 lg:grid-cols-2">
            <div>
              <dt className="font-semibold text-ink">{caseStudy.challengeLabel}</dt>
              <dd className="mt-2 leading-relaxed text-foreground">{caseStudy.challenge}</dd>
            </div>
            <div>
              <dt className="font-semibold text-ink">{caseStudy.solutionLabel}</dt>
              <dd className="mt-2 leading-relaxed text-foreground">{caseStudy.solution}</dd>
            </div>
          </dl>
          <h3 className="mt-10 font-semibold text-ink">{caseStudy.resultsLabel}</h3>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {caseStudy.results.map((r) => (
              <li key={r.key} className="rounded-xl border bg-background p-5">
                <span className="block text-3xl font-bold tracking-tight text-brand">{r.value}</span>
                <span className="mt-1 block text-sm text-foreground">{r.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
