import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ArrowRight } from '@/components/ui/icons';
import { localizedPath, type Locale } from '@/i18n/routing';
import { serviceCatalog } from '@/features/services/catalog';
import { formatDuration, formatFromPrice } from '@/features/services/catalog-text';
import { icons } from '@/features/services/icons';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { SectionHeading } from './section-heading';

/** #services: the six services of the catalogue, each card linking to its service page. */
export async function ServicesSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.services' });
  const tc = await getTranslations({ locale, namespace: 'serviceCatalog' });
  return (
    <section id="services" aria-labelledby="services-title" className="py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-col items-start justify-between gap-6 lg:flex-row lg:items-end">
          <SectionHeading id="services-title" eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} />
          <Link href={localizedPath('services', locale)} className={cn(buttonVariants({ variant: 'outline' }), 'shrink-0')}>
            {t('viewAll')}
            <ArrowRight aria-hidden />
          </Link>
        </div>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {serviceCatalog.map((service) => {
            // The service's one icon, the same as on the services page.
            const Icon = icons[service.icon];
            return (
              <li
                key={service.id}
                data-service={service.id}
                className="group service-card"
              >
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-gradient-to-br from-brand to-primary text-white shadow-md shadow-primary/20">
                  <Icon className="size-6" aria-hidden />
                </span>
                <p className="mt-5 text-sm font-medium text-brand">{tc(`services.${service.id}.subtitle`)}</p>
                <h3 className="mt-1 text-xl font-semibold tracking-tight text-ink">
                  {/* The title's link covers the whole card (one link, named by the title). */}
                  <Link
                    href={localizedPath(service.pageKey, locale)}
                    className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-ring"
                  >
                    {tc(`services.${service.id}.title`)}
                  </Link>
                </h3>
                <p className="mt-3 flex-1 leading-relaxed text-muted-foreground">{tc(`services.${service.id}.description`)}</p>
                <div className="mt-6 border-t pt-5">
                  <p className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                    <span className="text-lg font-semibold text-ink">{formatFromPrice(service.price, locale)}</span>
                    <span className="text-sm text-muted-foreground">{formatDuration(service.duration, locale)}</span>
                  </p>
                  <span aria-hidden className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-primary">
                    {t('learnMore')}
                    <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
