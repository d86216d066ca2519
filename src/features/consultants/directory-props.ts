import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { cities, consultants, specialtyIds, type CityId, type Consultant } from './data';
import { formatHourlyRate, formatRating } from './format';
import { sortKeys } from './filters';
import type { ConsultantCardData, DirectoryLabels, DirectoryProps, PluralText } from './directory-types';

type T = Awaited<ReturnType<typeof getTranslations<'consultants'>>>;

function locationOf(t: T, city: CityId): string {
  const fact = cities.find((c) => c.id === city);
  if (!fact) throw new Error(`Unknown city ${city}`);
  return t('location', { city: t(`cities.${city}`), country: t(`countries.${fact.country}`) });
}

function card(c: Consultant, locale: Locale, t: T, en: T): ConsultantCardData {
  const rating = formatRating(c.rating, locale);
  const tags = c.specialties.map((id) => ({ id, name: t(`specialties.${id}`) }));
  const title = t(c.titleKey);
  const location = locationOf(t, c.location);
  return {
    id: c.id,
    name: c.name,
    title,
    titles: locale === 'en' ? [title] : [title, en(c.titleKey)],
    specialties: c.specialties,
    specialtyNames: [...tags.map((s) => s.name), ...(locale === 'en' ? [] : c.specialties.map((id) => en(`specialties.${id}`)))],
    location,
    locations: locale === 'en' ? [location] : [location, locationOf(en, c.location)],
    description: t(c.descriptionKey),
    experience: t('card.experience', { years: c.experience }),
    availabilityId: c.availability,
    availability: t(`availability.${c.availability}`),
    rating: c.rating,
    ratingText: rating,
    ratingLabel: t('card.rating', { rating }),
    reviewCount: c.reviewCount,
    reviews: t('card.reviews', { count: c.reviewCount }),
    tags,
    image: c.image,
    photoAlt: t('card.photo', { name: c.name }),
    verified: c.verified,
    topRated: c.topRated,
    hourlyRate: c.hourlyRate,
    rateText: t('card.rate', { range: formatHourlyRate(c.hourlyRate, locale) }),
  };
}

function labels(t: T, imageUnavailable: string): DirectoryLabels {
  // Raw (unformatted) patterns: the client fills in {count} and picks the plural form.
  const pluralText = (key: 'directory.resultCount' | 'reveal.remaining' | 'reveal.waitMinutes' | 'reveal.waitHours'): PluralText => ({
    one: t.raw(`${key}.one`) as string,
    other: t.raw(`${key}.other`) as string,
    ...(key === 'directory.resultCount' ? { none: t.raw('directory.resultCount.none') as string } : {}),
  });
  return {
    filtersLabel: t('directory.filtersLabel'),
    searchLabel: t('directory.searchLabel'),
    searchPlaceholder: t('directory.searchPlaceholder'),
    locationLabel: t('directory.locationLabel'),
    allLocations: t('directory.allLocations'),
    specialtyLabel: t('directory.specialtyLabel'),
    allSpecialties: t('directory.allSpecialties'),
    sortLabel: t('directory.sortLabel'),
    sort: Object.fromEntries(sortKeys.map((k) => [k, t(`directory.sort.${k}`)])) as DirectoryLabels['sort'],
    clearFilters: t('directory.clearFilters'),
    resultCount: pluralText('directory.resultCount'),
    noResults: t('directory.noResults'),
    noResultsHint: t('directory.noResultsHint'),
    imageUnavailable,
    card: {
      verified: t('card.verified'),
      topRated: t('card.topRated'),
      location: t('card.location'),
      experienceLabel: t('card.experienceLabel'),
      availabilityLabel: t('card.availabilityLabel'),
      specialties: t('card.specialties'),
      hourlyRate: t('card.hourlyRate'),
      bookConsultation: t('card.bookConsultation'),
      contact: t('card.contact'),
      contactHidden: t('card.contactHidden'),
      revealContact: t('card.revealContact'),
      revealing: t('card.revealing'),
      email: t('card.email'),
      phone: t('card.phone'),
    },
    reveal: {
      confirmTitle: t('reveal.confirmTitle'),
      confirmText: t.raw('reveal.confirmText') as string,
      remaining: pluralText('reveal.remaining'),
      limitNote: t('reveal.limitNote'),
      cancel: t('reveal.cancel'),
      confirm: t('reveal.confirm'),
      errorTitle: t('reveal.errorTitle'),
      errorText: t('reveal.errorText'),
      limitTitle: t('reveal.limitTitle'),
      limitText: t('reveal.limitText'),
      bookTitle: t('reveal.bookTitle'),
      bookText: t('reveal.bookText'),
      bookButton: t('reveal.bookButton'),
      waitTitle: t('reveal.waitTitle'),
      waitMinutes: pluralText('reveal.waitMinutes'),
      waitHours: pluralText('reveal.waitHours'),
      signInTitle: t('reveal.signInTitle'),
      signInText: t('reveal.signInText'),
      signInButton: t('reveal.signInButton'),
      close: t('reveal.close'),
    },
  };
}

/**
 * Everything the directory's client components need, in the page's language. The location
 * options carry the English city name as their value, so a shared ?location=Munich works in
 * every language (the location filter is a substring match on 'City, Country').
 */
export async function directoryProps(locale: Locale): Promise<DirectoryProps> {
  const t = await getTranslations({ locale, namespace: 'consultants' });
  const en = locale === 'en' ? t : await getTranslations({ locale: 'en', namespace: 'consultants' });
  const ui = await getTranslations({ locale, namespace: 'ui' });
  const collator = new Intl.Collator(locale);
  return {
    locale,
    consultants: consultants.map((c) => card(c, locale, t, en)),
    locations: cities.map((c) => ({ value: en(`cities.${c.id}`), label: t(`cities.${c.id}`) })).sort((a, b) => collator.compare(a.label, b.label)),
    specialties: specialtyIds.map((id) => ({ value: id, label: t(`specialties.${id}`) })).sort((a, b) => collator.compare(a.label, b.label)),
    labels: labels(t, ui('imageNotAvailable')),
  };
}
