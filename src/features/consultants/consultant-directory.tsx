'use client';

import * as React from 'react';
import { useTranslations } from 'next-intl';
import { Search, SearchX, X } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { setUrlSearch, typedBeforeHydration, useAfterHydration, useUrlDraft } from '@/components/site/url-search';
import { WithUrlSearch } from '@/components/site/with-url-search';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { ConsultantCard } from './consultant-card';
import type { DirectoryProps } from './directory-types';
import { ALL, applyQuery, defaultQuery, isFiltered, parseQuery, queryToSearch, sortKeys, type DirectoryQuery, type SortKey } from './filters';
import { RevealProvider } from './reveal-provider';

type ViewProps = DirectoryProps & {
  /** True once the controls work (set in the browser only): lets a test wait for it. */
  interactive: boolean;
  formRef: React.Ref<HTMLFormElement>;
  query: DirectoryQuery;
  onSearch: (q: string) => void;
  onChange: (patch: Partial<DirectoryQuery>) => void;
  onClear: () => void;
};

function DirectoryView({ consultants, locations, specialties, interactive, formRef, query, onSearch, onChange, onClear }: ViewProps) {
  const t = useTranslations('consultants.directory');
  const id = React.useId();
  const results = React.useMemo(() => applyQuery(consultants, query), [consultants, query]);
  const filtered = isFiltered(query);
  // A location from a shared link that is not one of the options still filters (substring match).
  const locationKnown = query.location === ALL || locations.some((o) => o.value === query.location);

  return (
    <RevealProvider>
      <form
        ref={formRef}
        role="search"
        aria-label={t('filtersLabel')}
        // Without JavaScript the form is sent as a GET (Enter in the search box, or the button below
        // that only shows then), and the answer opens at the results (docs/decisions/025).
        action="#directory"
        onSubmit={(e) => e.preventDefault()}
        data-interactive={interactive || undefined}
        className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:grid-cols-2 sm:p-6 lg:grid-cols-[2fr_1fr_1fr_1fr]"
      >
        <div className="grid gap-2 sm:col-span-2 lg:col-span-1">
          <Label htmlFor={`${id}-q`}>{t('searchLabel')}</Label>
          <div className="relative">
            <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
            <Input
              id={`${id}-q`}
              name="q"
              type="search"
              autoComplete="off"
              placeholder={t('searchPlaceholder')}
              value={query.q}
              onChange={(e) => onSearch(e.target.value)}
              className="pl-9"
            />
          </div>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-location`}>{t('locationLabel')}</Label>
          <Select id={`${id}-location`} name="location" value={query.location} onChange={(e) => onChange({ location: e.target.value })}>
            <option value={ALL}>{t('allLocations')}</option>
            {!locationKnown && <option value={query.location}>{query.location}</option>}
            {locations.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-specialty`}>{t('specialtyLabel')}</Label>
          <Select id={`${id}-specialty`} name="specialty" value={query.specialty} onChange={(e) => onChange({ specialty: e.target.value })}>
            <option value={ALL}>{t('allSpecialties')}</option>
            {specialties.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-sort`}>{t('sortLabel')}</Label>
          <Select id={`${id}-sort`} name="sort" value={query.sort} onChange={(e) => onChange({ sort: e.target.value as SortKey })}>
            {sortKeys.map((key) => (
              <option key={key} value={key}>
                {t(`sort.${key}`)}
              </option>
            ))}
          </Select>
        </div>
        {/* Only where scripts are off: with them, every change applies at once. */}
        <Button type="submit" className="hidden justify-self-start noscript:inline-flex">
          <Search aria-hidden />
          {t('applyFilters')}
        </Button>
      </form>

      <div className="mt-6 flex min-h-9 flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm font-semibold text-ink">
          {t('resultCount', { count: results.length })}
        </p>
        {/* A form of its own, with no field: without scripts it asks for the list with no query, the prerendered page. */}
        <form action="#directory">
          <Button
            type="submit"
            variant="ghost"
            size="sm"
            disabled={!filtered}
            onClick={(e) => {
              e.preventDefault();
              onClear();
            }}
          >
            <X aria-hidden />
            {t('clearFilters')}
          </Button>
        </form>
      </div>

      {results.length === 0 ? (
        <div className="mt-6 flex flex-col items-center gap-2 rounded-xl border border-dashed p-10 text-center">
          <SearchX className="size-8 text-muted-foreground" aria-hidden />
          <p className="font-semibold text-ink">{t('noResults')}</p>
          <p className="text-sm text-muted-foreground">{t('noResultsHint')}</p>
        </div>
      ) : (
        <ul className="mt-6 grid gap-6 lg:grid-cols-2">
          {results.map((c, i) => (
            <li key={c.id}>
              <ConsultantCard consultant={c} eager={i < 2} />
            </li>
          ))}
        </ul>
      )}
    </RevealProvider>
  );
}

const noop = () => {};

const SEARCH_DEBOUNCE_MS = 300;

const subscribeNothing = () => noop;

/**
 * The directory driven by the URL query (?q=&location=&specialty=&sort=): a filtered view can
 * be shared, and Back returns to the previous view. Every filter or sort change is a history
 * entry; typing a search adds one entry when the search starts and then updates it in place.
 * The prerendered HTML holds the default view (every consultant, highest rated first); its form
 * sends the same query as a GET, which the server answers with that view (`initialSearch`,
 * docs/decisions/025), so a search works without JavaScript too.
 * What the visitor typed or chose before the page's scripts ran is kept (decision 021).
 */
export function UrlConsultantDirectory({ initialSearch, ...props }: DirectoryProps & { initialSearch?: string }) {
  return <WithUrlSearch initial={initialSearch}>{(searchParams) => <QueriedDirectory {...props} searchParams={searchParams} />}</WithUrlSearch>;
}

type Choices = Partial<Omit<DirectoryQuery, 'q'>>;

/** The filters and sort among a form's typed values (typedBeforeHydration). */
function choicesOf(typed: Record<string, string>): Choices {
  const choices: Choices = {};
  if (typed.location) choices.location = typed.location;
  if (typed.specialty) choices.specialty = typed.specialty;
  if (typed.sort && (sortKeys as readonly string[]).includes(typed.sort)) choices.sort = typed.sort as SortKey;
  return choices;
}

function QueriedDirectory({ searchParams, ...props }: DirectoryProps & { searchParams: URLSearchParams }) {
  // false while rendered on the server and during hydration, true once running in the browser.
  const interactive = React.useSyncExternalStore(subscribeNothing, () => true, () => false);
  const urlQuery = React.useMemo(() => parseQuery(searchParams), [searchParams]);
  const { draft, setDraft, expectUrl } = useUrlDraft(urlQuery.q);
  // What the URL will hold for a search (a blank one is left out of it), so that its arrival is not taken for a change from elsewhere.
  const expect = (q: string) => expectUrl(q.trim() === '' ? '' : q);
  const timer = React.useRef<number | undefined>(undefined);
  const form = React.useRef<HTMLFormElement>(null);
  // Filters chosen before the router follows the address bar: shown until the address bar holds them.
  const [chosen, setChosen] = React.useState<Choices | null>(null);
  if (chosen && (Object.keys(chosen) as Array<keyof Choices>).every((key) => urlQuery[key] === chosen[key])) setChosen(null);
  const query = chosen ? { ...urlQuery, ...chosen } : urlQuery;

  // What was typed or chosen before the router follows the address bar goes there once it does.
  const unwritten = React.useRef(false);
  const ready = useAfterHydration(() => {
    if (!unwritten.current) return;
    const q = (form.current?.elements.namedItem('q') as HTMLInputElement | null)?.value ?? '';
    const current = parseQuery(new URLSearchParams(window.location.search));
    if (setUrlSearch(queryToSearch({ ...current, ...chosen, q }), 'replace')) expect(q);
  });

  React.useEffect(() => () => window.clearTimeout(timer.current), []);

  const onSearch = (q: string) => {
    setDraft(q);
    window.clearTimeout(timer.current);
    if (!ready.current) {
      unwritten.current = true;
      return;
    }
    timer.current = window.setTimeout(() => {
      const current = parseQuery(new URLSearchParams(window.location.search));
      if (setUrlSearch(queryToSearch({ ...current, q }), current.q.trim() === '' ? 'push' : 'replace')) expect(q);
    }, SEARCH_DEBOUNCE_MS);
  };

  const onChange = (patch: Partial<DirectoryQuery>) => {
    window.clearTimeout(timer.current);
    if (!ready.current) {
      unwritten.current = true;
      setChosen((previous) => ({ ...previous, ...choicesOf(patch as Record<string, string>) }));
      return;
    }
    setUrlSearch(queryToSearch({ ...query, q: draft, ...patch }), 'push');
  };

  const onClear = () => {
    window.clearTimeout(timer.current);
    setDraft('');
    setUrlSearch(queryToSearch({ ...defaultQuery, sort: query.sort }), 'push');
  };

  // As the form hydrates: the search typed and the filters chosen before, into the state (so that
  // the next render shows them); into the address bar once the router follows it.
  React.useLayoutEffect(() => {
    const typed = typedBeforeHydration(form.current);
    const choices = choicesOf(typed);
    if (Object.keys(choices).length > 0) setChosen(choices);
    if (typed.q !== undefined) setDraft(typed.q);
    if (Object.keys(typed).length > 0) unwritten.current = true;
    // Once, when the form hydrates: setDraft is a state setter, which never changes.
  }, [setDraft]);

  return <DirectoryView {...props} interactive={interactive} formRef={form} query={{ ...query, q: draft }} onSearch={onSearch} onChange={onChange} onClear={onClear} />;
}
