'use client';

import * as React from 'react';
import { Search, SlidersHorizontal } from '@/components/ui/icons';
import { buttonVariants } from '@/components/ui/button-variants';
import { setUrlSearch, typedBeforeHydration, useAfterHydration, useUrlDraft } from '@/components/site/url-search';
import { WithUrlSearch } from '@/components/site/with-url-search';
import { LATEST_ID, newsQueryString, parseNewsQuery, type NewsCategoryId } from './query';

export type NewsSearchLabels = { label: string; placeholder: string; filter: string };

type FormProps = {
  labels: NewsSearchLabels;
  filterTarget: string;
  /** The list's category, which a search sent without JavaScript keeps ('all': none). */
  category: NewsCategoryId;
  value: string;
  onValueChange: (value: string) => void;
  formRef: React.Ref<HTMLFormElement>;
};

/**
 * The hero's search box and filter button. Without JavaScript the form submits ?q= (and the
 * category shown) as a GET, which the server answers with the results, opened at the list
 * (docs/decisions/025); the filter button is a link to the category filter, which takes the focus.
 */
function NewsSearchForm({ labels, filterTarget, category, value, onValueChange, formRef }: FormProps) {
  return (
    <form ref={formRef} role="search" action={`#${LATEST_ID}`} className="flex w-full max-w-2xl flex-col gap-3 sm:flex-row" onSubmit={(e) => e.preventDefault()}>
      {category !== 'all' && <input type="hidden" name="category" value={category} />}
      <div className="relative flex-1">
        <label htmlFor="news-search" className="sr-only">
          {labels.label}
        </label>
        <Search className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <input
          id="news-search"
          type="search"
          name="q"
          autoComplete="off"
          placeholder={labels.placeholder}
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          className="h-12 w-full rounded-lg border border-input bg-background pr-4 pl-11 text-base shadow-sm placeholder:text-muted-foreground focus-visible:border-ring"
        />
      </div>
      <a href={`#${filterTarget}`} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
        <SlidersHorizontal aria-hidden />
        {labels.filter}
      </a>
    </form>
  );
}

/**
 * The search box bound to the URL: typing replaces ?q= and resets the list to page 1. What the
 * visitor typed before the page's scripts ran is kept, and searched for (decision 021).
 */
export function NewsSearch({ initialSearch, ...props }: Pick<FormProps, 'labels' | 'filterTarget'> & { initialSearch?: string }) {
  return (
    <WithUrlSearch initial={initialSearch}>
      {(params) => {
        const { q, category } = parseNewsQuery(params);
        return <BoundSearch {...props} category={category} urlQ={q} />;
      }}
    </WithUrlSearch>
  );
}

const writeQuery = (q: string) => {
  const current = parseNewsQuery(new URLSearchParams(window.location.search));
  return setUrlSearch(newsQueryString({ ...current, q, page: 1 }), 'replace');
};

function BoundSearch({ urlQ, ...props }: Omit<FormProps, 'value' | 'onValueChange' | 'formRef'> & { urlQ: string }) {
  const { draft: value, setDraft: setValue, expectUrl } = useUrlDraft(urlQ);
  const form = React.useRef<HTMLFormElement>(null);
  const write = (q: string) => {
    // What the URL holds: a blank query is left out of it.
    if (writeQuery(q)) expectUrl(q.trim() === '' ? '' : q);
  };
  // Text typed before the router follows the address bar goes there once it does.
  const unwritten = React.useRef(false);
  const ready = useAfterHydration(() => {
    if (unwritten.current) write((form.current?.elements.namedItem('q') as HTMLInputElement | null)?.value ?? '');
  });
  const onValueChange = (next: string) => {
    setValue(next);
    if (ready.current) write(next);
    else unwritten.current = true;
  };
  // As the form hydrates: the text typed before, into the state (the next render shows it).
  React.useLayoutEffect(() => {
    const q = typedBeforeHydration(form.current).q;
    if (q === undefined) return;
    setValue(q);
    unwritten.current = true;
    // Once, when the form hydrates: setValue is a state setter, which never changes.
  }, [setValue]);
  return <NewsSearchForm {...props} formRef={form} value={value} onValueChange={onValueChange} />;
}
