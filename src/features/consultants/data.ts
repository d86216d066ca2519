/**
 * The consultant directory: facts only (ids, numbers, message keys, image paths). Every
 * visitor-visible word (titles, descriptions, specialty, city, country and availability names)
 * lives in messages/<locale>/consultants.json. Contact details are NOT here: they exist only on
 * the server (src/features/consultants/server/contacts.ts) and reach a browser only through the reveal call.
 */

export const regionIds = ['northAmerica', 'europe', 'middleEast', 'asiaPacific', 'australiaNewZealand', 'africa', 'southAmerica'] as const;
export type RegionId = (typeof regionIds)[number];

/** The six regions the page presents as cards (South America is in the list of cities only). */
export const featuredRegionIds = ['northAmerica', 'europe', 'middleEast', 'asiaPacific', 'australiaNewZealand', 'africa'] as const satisfies readonly RegionId[];

export const countryCodes = [
  'US', 'CA', 'MX', 'GB', 'IE', 'FR', 'DE', 'CH', 'AT', 'NL', 'BE', 'LU', 'ES', 'PT', 'IT', 'SE', 'DK', 'PL',
  'AE', 'SA', 'QA', 'IL', 'SG', 'JP', 'KR', 'CN', 'IN', 'TH', 'MY', 'AU', 'NZ', 'ZA', 'KE', 'NG', 'BR',
] as const;
export type CountryCode = (typeof countryCodes)[number];

type CityFact = { id: string; country: CountryCode; region: RegionId };

/** The location dropdown: 55 cities. A consultant's location is one of them ('City, Country'). */
export const cities = [
  { id: 'new-york', country: 'US', region: 'northAmerica' },
  { id: 'san-francisco', country: 'US', region: 'northAmerica' },
  { id: 'los-angeles', country: 'US', region: 'northAmerica' },
  { id: 'chicago', country: 'US', region: 'northAmerica' },
  { id: 'boston', country: 'US', region: 'northAmerica' },
  { id: 'seattle', country: 'US', region: 'northAmerica' },
  { id: 'austin', country: 'US', region: 'northAmerica' },
  { id: 'washington', country: 'US', region: 'northAmerica' },
  { id: 'toronto', country: 'CA', region: 'northAmerica' },
  { id: 'vancouver', country: 'CA', region: 'northAmerica' },
  { id: 'montreal', country: 'CA', region: 'northAmerica' },
  { id: 'mexico-city', country: 'MX', region: 'northAmerica' },
  { id: 'london', country: 'GB', region: 'europe' },
  { id: 'manchester', country: 'GB', region: 'europe' },
  { id: 'dublin', country: 'IE', region: 'europe' },
  { id: 'paris', country: 'FR', region: 'europe' },
  { id: 'lyon', country: 'FR', region: 'europe' },
  { id: 'berlin', country: 'DE', region: 'europe' },
  { id: 'munich', country: 'DE', region: 'europe' },
  { id: 'frankfurt', country: 'DE', region: 'europe' },
  { id: 'hamburg', country: 'DE', region: 'europe' },
  { id: 'zurich', country: 'CH', region: 'europe' },
  { id: 'geneva', country: 'CH', region: 'europe' },
  { id: 'vienna', country: 'AT', region: 'europe' },
  { id: 'amsterdam', country: 'NL', region: 'europe' },
  { id: 'brussels', country: 'BE', region: 'europe' },
  { id: 'luxembourg', country: 'LU', region: 'europe' },
  { id: 'madrid', country: 'ES', region: 'europe' },
  { id: 'barcelona', country: 'ES', region: 'europe' },
  { id: 'lisbon', country: 'PT', region: 'europe' },
  { id: 'milan', country: 'IT', region: 'europe' },
  { id: 'stockholm', country: 'SE', region: 'europe' },
  { id: 'copenhagen', country: 'DK', region: 'europe' },
  { id: 'warsaw', country: 'PL', region: 'europe' },
  { id: 'dubai', country: 'AE', region: 'middleEast' },
  { id: 'abu-dhabi', country: 'AE', region: 'middleEast' },
  { id: 'riyadh', country: 'SA', region: 'middleEast' },
  { id: 'doha', country: 'QA', region: 'middleEast' },
  { id: 'tel-aviv', country: 'IL', region: 'middleEast' },
  { id: 'singapore', country: 'SG', region: 'asiaPacific' },
  { id: 'tokyo', country: 'JP', region: 'asiaPacific' },
  { id: 'seoul', country: 'KR', region: 'asiaPacific' },
  { id: 'shanghai', country: 'CN', region: 'asiaPacific' },
  { id: 'bangalore', country: 'IN', region: 'asiaPacific' },
  { id: 'mumbai', country: 'IN', region: 'asiaPacific' },
  { id: 'bangkok', country: 'TH', region: 'asiaPacific' },
  { id: 'kuala-lumpur', country: 'MY', region: 'asiaPacific' },
  { id: 'sydney', country: 'AU', region: 'australiaNewZealand' },
  { id: 'melbourne', country: 'AU', region: 'australiaNewZealand' },
  { id: 'auckland', country: 'NZ', region: 'australiaNewZealand' },
  { id: 'cape-town', country: 'ZA', region: 'africa' },
  { id: 'johannesburg', country: 'ZA', region: 'africa' },
  { id: 'nairobi', country: 'KE', region: 'africa' },
  { id: 'lagos', country: 'NG', region: 'africa' },
  { id: 'sao-paulo', country: 'BR', region: 'southAmerica' },
] as const satisfies readonly CityFact[];
export type CityId = (typeof cities)[number]['id'];
export type City = (typeof cities)[number];

export const specialtyIds = [
  'ai-strategy',
  'prompt-engineering',
  'chatbot-development',
  'process-automation',
  'data-analytics',
  'nlp',
  'machine-learning',
  'ai-governance',
  'data-security',
  'change-management',
  'ai-training',
  'systems-integration',
  'customer-service-ai',
  'content-generation',
  'knowledge-management',
] as const;
export type SpecialtyId = (typeof specialtyIds)[number];

export const availabilityIds = ['available-now', '1-week', '2-weeks', '3-weeks', '1-month'] as const;
export type Availability = (typeof availabilityIds)[number];

export const consultantIds = [
  'sarah-mitchell',
  'james-carter',
  'amira-haddad',
  'wei-lin-tan',
  'kenji-watanabe',
  'olivia-bennett',
  'lukas-schneider',
  'camille-dubois',
  'marcus-johnson',
  'priya-sharma',
  'daniel-okafor',
  'sofia-martinez',
  'erik-lindqvist',
  'hannah-fischer',
  'noah-williams',
  'layla-al-mansouri',
  'matthias-vogel',
  'chloe-laurent',
  'rahul-mehta',
  'emma-walsh',
  'jae-won-park',
  'isabela-costa',
  'grace-wanjiru',
  'liam-oconnor',
  'mia-van-der-berg',
] as const;
export type ConsultantId = (typeof consultantIds)[number];

/** Hourly rate in US dollars (the page shows the same numbers in euros in German and French). */
export type HourlyRate = { min: number; max: number };

export type Consultant = {
  id: ConsultantId;
  name: string;
  /** Key under `profiles` in the consultants namespace. */
  titleKey: `profiles.${ConsultantId}.title`;
  location: CityId;
  specialties: readonly SpecialtyId[];
  rating: number;
  reviewCount: number;
  /** Years of experience. */
  experience: number;
  availability: Availability;
  verified: boolean;
  /** Follows TOP_RATED from the rating and the review count; never set by hand. */
  topRated: boolean;
  hourlyRate: HourlyRate;
  /** Key under `profiles` in the consultants namespace. */
  descriptionKey: `profiles.${ConsultantId}.description`;
  /** Portrait under public/ (generated by scripts/generate-avatars.ts). */
  image: `/images/consultants/${ConsultantId}.svg`;
};

type Facts = Omit<Consultant, 'titleKey' | 'descriptionKey' | 'image' | 'topRated'>;

/**
 * The "Top Rated" badge, stated on the page: an average of at least 4.8 from at least 50 client
 * ratings.
 */
export const TOP_RATED = { minRating: 4.8, minReviews: 50 } as const;

const consultant = (facts: Facts): Consultant => ({
  ...facts,
  topRated: facts.rating >= TOP_RATED.minRating && facts.reviewCount >= TOP_RATED.minReviews,
  titleKey: `profiles.${facts.id}.title`,
  descriptionKey: `profiles.${facts.id}.description`,
  image: `/images/consultants/${facts.id}.svg`,
});

export const consultants: readonly Consultant[] = [
  consultant({ id: 'sarah-mitchell', name: 'Sarah Mitchell', location: 'london', specialties: ['ai-strategy', 'change-management', 'ai-governance'], rating: 4.9, reviewCount: 127, experience: 12, availability: 'available-now', verified: true, hourlyRate: { min: 250, max: 350 } }),
  consultant({ id: 'james-carter', name: 'James Carter', location: 'new-york', specialties: ['systems-integration', 'knowledge-management', 'data-security'], rating: 4.8, reviewCount: 98, experience: 10, availability: '1-week', verified: true, hourlyRate: { min: 275, max: 400 } }),
  consultant({ id: 'amira-haddad', name: 'Amira Haddad', location: 'dubai', specialties: ['ai-strategy', 'customer-service-ai', 'ai-training'], rating: 4.9, reviewCount: 84, experience: 11, availability: '2-weeks', verified: true, hourlyRate: { min: 220, max: 320 } }),
  consultant({ id: 'wei-lin-tan', name: 'Wei Lin Tan', location: 'singapore', specialties: ['chatbot-development', 'nlp', 'customer-service-ai'], rating: 4.8, reviewCount: 112, experience: 9, availability: 'available-now', verified: true, hourlyRate: { min: 180, max: 260 } }),
  consultant({ id: 'kenji-watanabe', name: 'Kenji Watanabe', location: 'tokyo', specialties: ['machine-learning', 'data-analytics', 'nlp'], rating: 4.7, reviewCount: 65, experience: 8, availability: '1-month', verified: true, hourlyRate: { min: 200, max: 280 } }),
  consultant({ id: 'olivia-bennett', name: 'Olivia Bennett', location: 'sydney', specialties: ['prompt-engineering', 'content-generation', 'ai-training'], rating: 4.8, reviewCount: 73, experience: 7, availability: '1-week', verified: true, hourlyRate: { min: 160, max: 240 } }),
  consultant({ id: 'lukas-schneider', name: 'Lukas Schneider', location: 'berlin', specialties: ['ai-governance', 'data-security', 'ai-strategy'], rating: 4.9, reviewCount: 91, experience: 14, availability: '3-weeks', verified: true, hourlyRate: { min: 240, max: 330 } }),
  consultant({ id: 'camille-dubois', name: 'Camille Dubois', location: 'paris', specialties: ['ai-strategy', 'content-generation', 'prompt-engineering'], rating: 4.7, reviewCount: 58, experience: 9, availability: '2-weeks', verified: true, hourlyRate: { min: 190, max: 270 } }),
  consultant({ id: 'marcus-johnson', name: 'Marcus Johnson', location: 'san-francisco', specialties: ['systems-integration', 'knowledge-management', 'machine-learning'], rating: 4.9, reviewCount: 143, experience: 13, availability: '1-month', verified: true, hourlyRate: { min: 300, max: 450 } }),
  consultant({ id: 'priya-sharma', name: 'Priya Sharma', location: 'bangalore', specialties: ['process-automation', 'systems-integration', 'data-analytics'], rating: 4.6, reviewCount: 47, experience: 6, availability: 'available-now', verified: true, hourlyRate: { min: 90, max: 150 } }),
  consultant({ id: 'daniel-okafor', name: 'Daniel Okafor', location: 'lagos', specialties: ['ai-strategy', 'change-management', 'process-automation'], rating: 4.6, reviewCount: 39, experience: 10, availability: '1-week', verified: true, hourlyRate: { min: 100, max: 160 } }),
  consultant({ id: 'sofia-martinez', name: 'Sofía Martínez', location: 'madrid', specialties: ['customer-service-ai', 'chatbot-development', 'ai-training'], rating: 4.7, reviewCount: 62, experience: 8, availability: '2-weeks', verified: true, hourlyRate: { min: 150, max: 220 } }),
  consultant({ id: 'erik-lindqvist', name: 'Erik Lindqvist', location: 'stockholm', specialties: ['data-analytics', 'machine-learning', 'knowledge-management'], rating: 4.5, reviewCount: 34, experience: 7, availability: '3-weeks', verified: false, hourlyRate: { min: 140, max: 210 } }),
  consultant({ id: 'hannah-fischer', name: 'Hannah Fischer', location: 'zurich', specialties: ['ai-governance', 'data-security', 'change-management'], rating: 4.8, reviewCount: 76, experience: 15, availability: '1-month', verified: true, hourlyRate: { min: 280, max: 380 } }),
  consultant({ id: 'noah-williams', name: 'Noah Williams', location: 'toronto', specialties: ['ai-training', 'change-management', 'prompt-engineering'], rating: 4.6, reviewCount: 51, experience: 9, availability: 'available-now', verified: true, hourlyRate: { min: 130, max: 200 } }),
  consultant({ id: 'layla-al-mansouri', name: 'Layla Al-Mansouri', location: 'abu-dhabi', specialties: ['nlp', 'chatbot-development', 'content-generation'], rating: 4.7, reviewCount: 44, experience: 8, availability: '2-weeks', verified: true, hourlyRate: { min: 170, max: 250 } }),
  consultant({ id: 'matthias-vogel', name: 'Matthias Vogel', location: 'munich', specialties: ['process-automation', 'systems-integration', 'ai-strategy'], rating: 4.5, reviewCount: 29, experience: 11, availability: '1-week', verified: true, hourlyRate: { min: 180, max: 260 } }),
  consultant({ id: 'chloe-laurent', name: 'Chloé Laurent', location: 'geneva', specialties: ['knowledge-management', 'nlp', 'ai-training'], rating: 4.6, reviewCount: 37, experience: 6, availability: '3-weeks', verified: false, hourlyRate: { min: 120, max: 190 } }),
  consultant({ id: 'rahul-mehta', name: 'Rahul Mehta', location: 'mumbai', specialties: ['ai-strategy', 'process-automation', 'change-management'], rating: 4.4, reviewCount: 26, experience: 12, availability: 'available-now', verified: true, hourlyRate: { min: 80, max: 140 } }),
  consultant({ id: 'emma-walsh', name: 'Emma Walsh', location: 'dublin', specialties: ['data-security', 'systems-integration', 'ai-governance'], rating: 4.8, reviewCount: 69, experience: 10, availability: '2-weeks', verified: true, hourlyRate: { min: 210, max: 300 } }),
  consultant({ id: 'jae-won-park', name: 'Jae-won Park', location: 'seoul', specialties: ['systems-integration', 'machine-learning', 'chatbot-development'], rating: 4.5, reviewCount: 31, experience: 5, availability: '1-week', verified: true, hourlyRate: { min: 120, max: 180 } }),
  consultant({ id: 'isabela-costa', name: 'Isabela Costa', location: 'sao-paulo', specialties: ['content-generation', 'prompt-engineering', 'data-analytics'], rating: 4.6, reviewCount: 42, experience: 7, availability: 'available-now', verified: false, hourlyRate: { min: 110, max: 170 } }),
  consultant({ id: 'grace-wanjiru', name: 'Grace Wanjiru', location: 'nairobi', specialties: ['customer-service-ai', 'process-automation', 'chatbot-development'], rating: 4.5, reviewCount: 28, experience: 6, availability: '3-weeks', verified: true, hourlyRate: { min: 85, max: 140 } }),
  consultant({ id: 'liam-oconnor', name: "Liam O'Connor", location: 'chicago', specialties: ['data-analytics', 'machine-learning', 'ai-strategy'], rating: 4.7, reviewCount: 55, experience: 11, availability: '1-month', verified: true, hourlyRate: { min: 230, max: 310 } }),
  consultant({ id: 'mia-van-der-berg', name: 'Mia van der Berg', location: 'amsterdam', specialties: ['ai-governance', 'ai-training', 'ai-strategy'], rating: 4.7, reviewCount: 48, experience: 9, availability: '1-week', verified: true, hourlyRate: { min: 200, max: 290 } }),
];

export function findConsultant(id: string): Consultant | undefined {
  return consultants.find((c) => c.id === id);
}

export const isConsultantId = (id: string): id is ConsultantId => (consultantIds as readonly string[]).includes(id);

const cityOf = (id: CityId): City => cities.find((c) => c.id === id)!;

/**
 * The directory's figures, computed from the list above (never typed in): how many consultants it
 * lists, in how many cities and countries, their client ratings (the average of every rating,
 * each consultant's weighted by their review count) and how many ratings that average covers.
 */
export function directoryFigures(list: readonly Consultant[] = consultants) {
  const reviews = list.reduce((sum, c) => sum + c.reviewCount, 0);
  return {
    consultants: list.length,
    cities: new Set(list.map((c) => c.location)).size,
    countries: new Set(list.map((c) => cityOf(c.location).country)).size,
    rating: reviews === 0 ? 0 : list.reduce((sum, c) => sum + c.rating * c.reviewCount, 0) / reviews,
    reviews,
  };
}

/** Featured cities (each links to the directory filtered by it). */
export const featuredCityIds = ['london', 'new-york', 'dubai', 'singapore', 'tokyo', 'sydney'] as const satisfies readonly CityId[];

/** How many listed consultants are based in a city. */
export const consultantsIn = (city: CityId, list: readonly Consultant[] = consultants) => list.filter((c) => c.location === city).length;

export const whyLocalIds = ['market', 'collaboration', 'compliance', 'networks'] as const;

/** At most this many distinct consultants' contact details per client per hour. */
export const REVEAL_LIMIT = 10;
export const REVEAL_WINDOW_MS = 60 * 60 * 1000;
