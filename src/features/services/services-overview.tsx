import Link from 'next/link';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { pickNamespaces, serviceDialogNamespaces } from '@/i18n/messages';
import { Star } from '@/components/ui/icons';
import { localizedPath, type Locale } from '@/i18n/routing';
import { PageHero } from '@/components/site/page-hero';
import { CtaBand } from '@/components/site/cta-band';
import { BookConsultationButton } from '@/components/site/book-consultation-button';
import { buttonVariants } from '@/components/ui/button';
import { absoluteUrl } from '@/lib/seo/metadata';
import { serviceCatalog } from './catalog';
import { ServiceDetailsButton } from './service-details-button';
import { IconTile, Section, cardClass } from './section';
import { serviceDetail } from './catalog-view';
import { servicesPageView, type Testimonial } from './services-page-view';

export const SERVICES_GRID_ID = 'all-services';

/** The services page: hero, the six service cards with their dialogs, why us, testimonials, CTA. */
export async function ServicesOverview({ locale }: { locale: Locale }) {
  const view = servicesPageView(locale);
  const messages = await getMessages({ locale });
  const services = serviceCatalog.map((entry) => serviceDetail(entry.id, locale, absoluteUrl(entry.pageKey, locale)));

  return (
    <>
      <PageHero eyebrow={view.hero.eyebrow} title={view.hero.title} intro={view.hero.intro}>
        <BookConsultationButton size="lg">{view.hero.getQuote}</BookConsultationButton>
        <a href={`#${SERVICES_GRID_ID}`} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          {view.hero.viewAll}
        </a>
      </PageHero>

      <Section id={SERVICES_GRID_ID} title={view.grid.title} intro={view.grid.intro}>
        {/* The cards' dialogs read their words from this provider: once for the six of them. */}
        <NextIntlClientProvider locale={locale} messages={pickNamespaces(messages, serviceDialogNamespaces)}>
          <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {services.map((service) => {
              const pageHref = localizedPath(service.pageKey, locale);
              return (
                <li key={service.id} data-service={service.id} className={`${cardClass} flex flex-col`}>
                  <div className="flex items-start justify-between gap-3">
                    <IconTile name={service.icon} />
                    <span className="rounded-full bg-secondary px-3 py-1 text-xs font-semibold text-secondary-foreground">
                      <span className="sr-only">{view.card.category} </span>
                      {service.categoryLabel}
                    </span>
                  </div>
                  <h3 className="mt-5 text-xl font-semibold tracking-tight text-ink">
                    <Link href={pageHref} className="hover:text-primary hover:underline underline-offset-4">
                      {service.title}
                    </Link>
                  </h3>
                  <p className="mt-1 text-sm font-medium text-brand">{service.subtitle}</p>
                  <p className="mt-3 mb-6 text-sm leading-relaxed text-muted-foreground">{service.description}</p>
                  <dl className="mt-auto grid grid-cols-2 gap-4 border-t pt-5 text-sm">
                    <div>
                      <dt className="text-muted-foreground">{view.card.price}</dt>
                      <dd className="mt-0.5 text-lg font-bold text-ink" data-price-from>
                        {service.priceFrom}
                      </dd>
                    </div>
                    <div>
                      <dt className="text-muted-foreground">{view.card.duration}</dt>
                      <dd className="mt-0.5 text-lg font-bold text-ink" data-duration>
                        {service.duration}
                      </dd>
                    </div>
                  </dl>
                  <div className="mt-5 flex flex-wrap gap-3">
                    <ServiceDetailsButton
                      label={view.card.learnMore}
                      hiddenSuffix={view.card.learnMoreSuffix(service.title)}
                      detail={service}
                      pageHref={pageHref}
                    />
                    <BookConsultationButton service={service.id} variant="default">
                      {view.card.getQuote}
                      <span className="sr-only"> {view.card.getQuoteSuffix(service.title)}</span>
                    </BookConsultationButton>
                  </div>
                </li>
              );
            })}
          </ul>
        </NextIntlClientProvider>
      </Section>

      <Section id="why-choose-us" title={view.why.title} intro={view.why.intro} tone="muted">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {view.why.claims.map((claim) => (
            <li key={claim.key} className={cardClass}>
              <IconTile name={claim.icon} />
              <h3 className="mt-4 text-lg font-semibold text-ink">{claim.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{claim.text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-6 max-w-3xl text-sm text-muted-foreground">{view.why.basis}</p>
      </Section>

      <Section id="success-stories" title={view.testimonials.title} intro={view.testimonials.intro}>
        {view.testimonials.exampleNote && (
          <p role="note" className="mb-6 max-w-3xl rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
            {view.testimonials.exampleNote}
          </p>
        )}
        <ul className="grid gap-6 lg:grid-cols-3">
          {view.testimonials.items.map((item) => (
            <li key={item.key}>
              <TestimonialCard item={item} />
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand locale={locale} title={view.cta.title} text={view.cta.text} button={view.cta.button} />
    </>
  );
}

function TestimonialCard({ item }: { item: Testimonial }) {
  return (
    <figure className={`${cardClass} flex h-full flex-col`}>
      <div role="img" aria-label={item.ratingLabel} className="flex gap-1 text-amber-600">
        {Array.from({ length: item.rating }, (_, i) => (
          <Star key={i} className="size-5 fill-current" aria-hidden />
        ))}
      </div>
      <blockquote className="mt-4 flex-1 text-base leading-relaxed text-foreground">
        <p>{item.text}</p>
      </blockquote>
      <figcaption className="mt-6 border-t pt-4">
        <span className="block font-semibold text-ink">{item.name}</span>
        <span className="block text-sm text-muted-foreground">{item.title}</span>
      </figcaption>
    </figure>
  );
}
