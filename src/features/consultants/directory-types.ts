import type { Availability, ConsultantId, HourlyRate, SpecialtyId } from './data';
import type { FilterableConsultant, SortKey } from './filters';

/**
 * What the server page hands to the directory's client components: facts plus ready-made text
 * in the page's language (client components get their texts as props, see LAYOUT.md).
 */

/** A count-dependent text: `{count}` is replaced, the form chosen with Intl.PluralRules. */
export type PluralText = { one: string; other: string; none?: string };

export type ConsultantCardData = FilterableConsultant & {
  id: ConsultantId;
  title: string;
  description: string;
  location: string;
  experience: string;
  availabilityId: Availability;
  availability: string;
  rating: number;
  ratingText: string;
  ratingLabel: string;
  reviews: string;
  tags: { id: SpecialtyId; name: string }[];
  image: string;
  photoAlt: string;
  verified: boolean;
  topRated: boolean;
  hourlyRate: HourlyRate;
  rateText: string;
};

export type Option = { value: string; label: string };

export type DirectoryLabels = {
  filtersLabel: string;
  searchLabel: string;
  searchPlaceholder: string;
  locationLabel: string;
  allLocations: string;
  specialtyLabel: string;
  allSpecialties: string;
  sortLabel: string;
  sort: Record<SortKey, string>;
  clearFilters: string;
  resultCount: PluralText;
  noResults: string;
  noResultsHint: string;
  imageUnavailable: string;
  card: {
    verified: string;
    topRated: string;
    location: string;
    experienceLabel: string;
    availabilityLabel: string;
    specialties: string;
    hourlyRate: string;
    bookConsultation: string;
    contact: string;
    contactHidden: string;
    revealContact: string;
    revealing: string;
    email: string;
    phone: string;
  };
  reveal: RevealLabels;
};

export type RevealLabels = {
  confirmTitle: string;
  /** Contains `{name}`. */
  confirmText: string;
  remaining: PluralText;
  limitNote: string;
  cancel: string;
  confirm: string;
  errorTitle: string;
  errorText: string;
  limitTitle: string;
  limitText: string;
  bookTitle: string;
  bookText: string;
  bookButton: string;
  waitTitle: string;
  waitMinutes: PluralText;
  waitHours: PluralText;
  signInTitle: string;
  signInText: string;
  signInButton: string;
  close: string;
};

export type DirectoryProps = {
  locale: string;
  consultants: ConsultantCardData[];
  locations: Option[];
  specialties: Option[];
  labels: DirectoryLabels;
};

/** Picks the plural form of `text` for `count` and fills in the number. */
export function plural(text: PluralText, count: number, locale: string): string {
  const pattern = count === 0 && text.none !== undefined ? text.none : new Intl.PluralRules(locale).select(count) === 'one' ? text.one : text.other;
  return pattern.replace('{count}', new Intl.NumberFormat(locale).format(count));
}
