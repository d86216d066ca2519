import type { Availability, ConsultantId, HourlyRate } from './data';
import type { FilterableConsultant } from './filters';

/**
 * What the server page hands to the directory's client components: each consultant's facts and
 * texts in the page's language. The directory's own texts (labels, plurals) come from a provider
 * of their own (directoryMessages): next-intl's useTranslations, as in every client leaf.
 */

export type ConsultantCardData = FilterableConsultant & {
  id: ConsultantId;
  description: string;
  experience: string;
  availabilityId: Availability;
  availability: string;
  rating: number;
  ratingText: string;
  ratingLabel: string;
  reviews: string;
  image: string;
  photoAlt: string;
  verified: boolean;
  topRated: boolean;
  hourlyRate: HourlyRate;
  rateText: string;
};

export type Option = { value: string; label: string };

export type DirectoryProps = {
  consultants: ConsultantCardData[];
  locations: Option[];
  specialties: Option[];
};

/** The reveal dialog on screen: the confirmation before a reveal, or the limit reached. */
export type RevealDialogState =
  | { kind: 'confirm'; id: string; name: string; remaining: number }
  | { kind: 'limit'; id: string; name: string; resetAt: number; openedAt: number }
  | null;
