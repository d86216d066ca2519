import type { Locale } from './routing';

/**
 * The dictionary is split per namespace (messages/<locale>/<namespace>.json) so that each
 * feature owns its file and a page ships only the namespaces its client components use.
 * Every namespace is listed here once; a unit test checks this list against the files.
 */
export const namespaces = [
  'common',
  'claims',
  'meta',
  'header',
  'footer',
  'home',
  'services',
  'serviceCatalog',
  'servicePages',
  'consultants',
  'news',
  'blog',
  'legal',
  'leads',
  'forms',
  'notFound',
  'ui',
] as const;
export type Namespace = (typeof namespaces)[number];

const below = (namespace: string, keys: readonly string[]) => keys.map((key) => `${namespace}.${key}`);

/**
 * The messages the footer's newsletter form can show: its field's errors and its notices (a unit
 * test of the leads feature runs the newsletter's rules against this list).
 */
export const newsletterErrors = below('forms.errors', ['required', 'emailLength', 'emailInvalid', 'requiredFields', 'invalidFields', 'rateLimited', 'newsletterFailed']);

/**
 * What the client components of every page read (a namespace, or a namespace.subtree): the
 * layout hands only this to the browser; everything else stays in server components.
 */
export const clientNamespaces = ['ui', 'forms.newsletter', 'forms.notice', 'forms.honeypot', ...newsletterErrors, 'blog.notFound'] as const;
/** What a full lead form reads (its errors included): handed over where one renders (FormMessages), or loaded with the booking dialog. */
export const formNamespaces = ['forms'] as const;

/**
 * What the consultant directory's client components read (handed over by DirectorySection): its
 * filters and counts, the cards' labels, the reveal dialogs and the image fallback. The texts the
 * server writes into the cards (rating, reviews, experience, rate, photo) and the section's heading
 * stay on the server.
 */
export const directoryNamespaces = [
  ...below('consultants.directory', ['filtersLabel', 'searchLabel', 'searchPlaceholder', 'locationLabel', 'allLocations', 'specialtyLabel', 'allSpecialties', 'sortLabel', 'sort', 'applyFilters', 'clearFilters', 'resultCount', 'noResults', 'noResultsHint']),
  ...below('consultants.card', ['verified', 'topRated', 'location', 'experienceLabel', 'availabilityLabel', 'specialties', 'hourlyRate', 'bookConsultation', 'contact', 'contactHidden', 'revealContact', 'revealing', 'email', 'phone']),
  'consultants.reveal',
  'ui.imageNotAvailable',
];
/** What a service's Learn More dialog reads (handed over by the services page's card grid). */
export const serviceDialogNamespaces = ['services.colon', 'services.dialog'] as const;
/** Namespaces a page hands to its own client leaves (lead forms, the news list, an article's actions, the directory, the service dialogs). */
export const scopedClientNamespaces = ['forms', 'news', 'blog.actions', ...directoryNamespaces, ...serviceDialogNamespaces] as const;
/** Every message that can reach the browser, which formats them without ICU (format-message-browser.ts). */
export const browserNamespaces = [...clientNamespaces, ...scopedClientNamespaces] as const;

type Json = { [key: string]: Json | string };

/** `over` on top of `base`, subtree by subtree: what `over` lacks, `base` gives. */
export function withFallback(base: Json, over: Json): Json {
  const out: Json = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = out[k];
    out[k] = typeof v === 'object' && typeof b === 'object' ? withFallback(b, v) : v;
  }
  return out;
}

async function loadRaw(locale: Locale): Promise<Json> {
  const entries = await Promise.all(
    namespaces.map(async (ns) => [ns, (await import(`../../messages/${locale}/${ns}.json`)).default as Json] as const),
  );
  return Object.fromEntries(entries);
}

/** The dictionary of a language, English underneath so that a missing key falls back to English. */
export async function loadMessages(locale: Locale): Promise<Json> {
  const en = await loadRaw('en');
  return locale === 'en' ? en : withFallback(en, await loadRaw(locale));
}

/** The parts of the dictionary named by dotted paths ('ui', 'forms.errors.required'), in their original shape. */
export function pickNamespaces(messages: Json, keep: readonly string[]): Json {
  const out: Json = {};
  for (const dotted of keep) {
    const parts = dotted.split('.');
    let from: Json | string | undefined = messages;
    for (const part of parts) from = typeof from === 'object' ? from[part] : undefined;
    if (from === undefined) continue;
    let to = out;
    parts.slice(0, -1).forEach((part) => {
      to[part] = typeof to[part] === 'object' ? to[part] : {};
      to = to[part] as Json;
    });
    to[parts[parts.length - 1]] = from;
  }
  return out;
}
