import { getTranslations } from 'next-intl/server';
import { Building2, Earth, Globe2, Handshake, MapPin, Network, Scale, Sparkles, Star, Sun, Users, type IconComponent } from '@/components/ui/icons';
import Link from 'next/link';
import { localizedPath, type Locale } from '@/i18n/routing';
import { cities, consultants, consultantsIn, directoryFigures, featuredCityIds, featuredRegionIds, whyLocalIds, type RegionId } from './data';
import { formatRating } from './format';
import { defaultQuery, queryToSearch } from './filters';

const container = 'mx-auto max-w-7xl px-4 sm:px-6 lg:px-8';

/**
 * The directory in figures: consultants listed, their cities and countries, their average client
 * rating. Computed from the list below (a figure of the wider network would say so), with the
 * basis under the strip.
 */
export async function StatsStrip({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'consultants' });
  const number = new Intl.NumberFormat(locale);
  const figures = directoryFigures();
  const items = [
    { key: 'consultants', icon: Users, value: number.format(figures.consultants) },
    { key: 'cities', icon: Building2, value: number.format(figures.cities) },
    { key: 'countries', icon: Globe2, value: number.format(figures.countries) },
    { key: 'rating', icon: Star, value: formatRating(figures.rating, locale) },
  ] as const;
  return (
    <section aria-label={t('stats.label')} className="border-b bg-background">
      <ul className={`${container} grid grid-cols-2 gap-6 py-8 md:grid-cols-4`}>
        {items.map(({ key, icon: Icon, value }) => (
          <li key={key} className="flex min-w-0 items-center gap-3">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent text-primary">
              <Icon className="size-5" aria-hidden />
            </span>
            <p className="flex min-w-0 flex-col">
              <span className="text-2xl font-bold tracking-tight text-ink">{value}</span>
              <span className="text-sm hyphens-auto wrap-anywhere text-muted-foreground">{t(`stats.${key}`)}</span>
            </p>
          </li>
        ))}
      </ul>
      <p className={`${container} pb-6 text-sm text-muted-foreground`}>{t('stats.basis', { reviews: number.format(figures.reviews) })}</p>
    </section>
  );
}

const regionIcons: Record<(typeof featuredRegionIds)[number], IconComponent> = {
  northAmerica: Earth,
  europe: Globe2,
  middleEast: Sun,
  asiaPacific: Earth,
  australiaNewZealand: Globe2,
  africa: Sun,
};

const regionOf = new Map(cities.map((c) => [c.id, c.region]));
/** How many listed consultants are based in a region. */
const consultantsInRegion = (region: RegionId) => consultants.filter((c) => regionOf.get(c.location) === region).length;

export async function RegionCards({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'consultants' });
  return (
    <section aria-labelledby="regions-title" className="bg-muted py-16 sm:py-20">
      <div className={container}>
        <h2 id="regions-title" className="text-3xl font-bold tracking-tight text-ink">
          {t('regions.heading')}
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-muted-foreground">{t('regions.intro')}</p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {featuredRegionIds.map((region) => {
            const Icon = regionIcons[region];
            return (
              <li key={region} className="rounded-xl border bg-card p-6 shadow-sm">
                <Icon className="size-7 text-brand" aria-hidden />
                <h3 className="mt-4 text-lg font-semibold text-ink">{t(`regions.items.${region}.name`)}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{t(`regions.items.${region}.text`)}</p>
                <p className="mt-4 text-sm font-medium text-primary">{t('inDirectory', { count: consultantsInRegion(region) })}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

const whyLocalIcons: Record<(typeof whyLocalIds)[number], IconComponent> = {
  market: Sparkles,
  collaboration: Handshake,
  compliance: Scale,
  networks: Network,
};

export async function WhyLocal({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'consultants' });
  return (
    <section aria-labelledby="why-local-title" className="py-16 sm:py-20">
      <div className={container}>
        <h2 id="why-local-title" className="text-3xl font-bold tracking-tight text-ink">
          {t('whyLocal.heading')}
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-muted-foreground">{t('whyLocal.intro')}</p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {whyLocalIds.map((id) => {
            const Icon = whyLocalIcons[id];
            return (
              <li key={id} className="rounded-xl border bg-card p-6 shadow-sm">
                <span className="flex size-11 items-center justify-center rounded-lg bg-accent text-primary">
                  <Icon className="size-5" aria-hidden />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-ink">{t(`whyLocal.items.${id}.title`)}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{t(`whyLocal.items.${id}.text`)}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

/** Six cities with the number of listed consultants based there; each filters the directory. */
export async function FeaturedCities({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'consultants' });
  const en = await getTranslations({ locale: 'en', namespace: 'consultants' });
  return (
    <section aria-labelledby="featured-cities-title" className="bg-muted py-16 sm:py-20">
      <div className={container}>
        <h2 id="featured-cities-title" className="text-3xl font-bold tracking-tight text-ink">
          {t('featured.heading')}
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-muted-foreground">{t('featured.intro')}</p>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {featuredCityIds.map((city) => {
            const name = t(`cities.${city}`);
            return (
              <li key={city}>
                <Link
                  href={`${localizedPath('findConsultant', locale)}${queryToSearch({ ...defaultQuery, location: en(`cities.${city}`) })}#directory`}
                  prefetch={false}
                  className="group flex items-center gap-4 rounded-xl border bg-card p-5 shadow-sm transition-colors hover:border-primary focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring"
                >
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent text-primary">
                    <MapPin className="size-5" aria-hidden />
                  </span>
                  <span className="flex flex-col">
                    <span className="text-lg font-semibold text-ink group-hover:text-primary">{name}</span>
                    <span className="text-sm text-muted-foreground">{t('inDirectory', { count: consultantsIn(city) })}</span>
                  </span>
                  <span className="sr-only">{t('featured.show', { city: name })}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
