import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { cities, consultants, specialtyIds, type CityId, type Consultant } from './data';
import { formatHourlyRate, formatRating } from './format';
import type { ConsultantCardData, DirectoryProps } from './directory-types';

type T = Awaited<ReturnType<typeof getTranslations<'consultants'>>>;

function locationOf(t: T, city: CityId): string {
  const fact = cities.find((c) => c.id === city);
  if (!fact) throw new Error(`Unknown city ${city}`);
  const name = t(`cities.${city}`);
  const country = t(`countries.${fact.country}`);
  // A city-state is named once: "Singapur", not "Singapur, Singapur".
  return name === country ? name : t('location', { city: name, country });
}

function card(c: Consultant, locale: Locale, t: T, en: T): ConsultantCardData {
  const rating = formatRating(c.rating, locale);
  // The page's language first, then English (for the search): the card shows the first.
  const languages = locale === 'en' ? [t] : [t, en];
  return {
    id: c.id,
    name: c.name,
    titles: languages.map((tr) => tr(c.titleKey)),
    specialties: c.specialties,
    specialtyNames: languages.flatMap((tr) => c.specialties.map((id) => tr(`specialties.${id}`))),
    locations: languages.map((tr) => locationOf(tr, c.location)),
    description: t(c.descriptionKey),
    experience: t('card.experience', { years: c.experience }),
    availabilityId: c.availability,
    availability: t(`availability.${c.availability}`),
    rating: c.rating,
    ratingText: rating,
    ratingLabel: t('card.rating', { rating }),
    reviewCount: c.reviewCount,
    reviews: t('card.reviews', { count: c.reviewCount }),
    image: c.image,
    photoAlt: t('card.photo', { name: c.name }),
    verified: c.verified,
    topRated: c.topRated,
    hourlyRate: c.hourlyRate,
    rateText: t('card.rate', { range: formatHourlyRate(c.hourlyRate, locale) }),
  };
}

/**
 * The directory's data in the page's language: each consultant's card, the location and specialty
 * options (the directory's own texts come from its provider, DirectorySection). The location
 * options carry the English city name as their value, so a shared ?location=Munich works in
 * every language (the location filter is a substring match on 'City, Country').
 */
export async function directoryProps(locale: Locale): Promise<DirectoryProps> {
  const t = await getTranslations({ locale, namespace: 'consultants' });
  const en = locale === 'en' ? t : await getTranslations({ locale: 'en', namespace: 'consultants' });
  const collator = new Intl.Collator(locale);
  return {
    consultants: consultants.map((c) => card(c, locale, t, en)),
    locations: cities.map((c) => ({ value: en(`cities.${c.id}`), label: t(`cities.${c.id}`) })).sort((a, b) => collator.compare(a.label, b.label)),
    specialties: specialtyIds.map((id) => ({ value: id, label: t(`specialties.${id}`) })).sort((a, b) => collator.compare(a.label, b.label)),
  };
}
