import * as React from 'react';

// Apart from WithUrlSearch (with-url-search.tsx), which the language menu on every page loads:
// only the lists that write their view into the URL (the directory, the news) load these.

/**
 * Puts a view's query ('?q=…', or '' for the default view) into the address bar: 'push' makes a
 * history entry (Back returns to the previous view), 'replace' updates the current one. Next.js
 * folds native history calls into its router, so WithUrlSearch follows.
 */
export function setUrlSearch(search: string, mode: 'push' | 'replace') {
  const url = `${window.location.pathname}${search}`;
  if (url === `${window.location.pathname}${window.location.search}`) return;
  if (mode === 'push') window.history.pushState(null, '', url);
  else window.history.replaceState(null, '', url);
}

/**
 * The text of a search box bound to the URL's query: what the visitor types, until the URL's
 * value changes from elsewhere (Back, Forward, a link), which the box then shows. A box that
 * writes the URL as it types says what the URL will hold (`expectUrl`), so that its own write
 * (a blank search left out of the URL) does not count as a change from elsewhere.
 */
export function useUrlDraft(urlValue: string) {
  const [draft, setDraft] = React.useState(urlValue);
  const [seen, setSeen] = React.useState(urlValue);
  if (urlValue !== seen) {
    setSeen(urlValue);
    setDraft(urlValue);
  }
  return { draft, setDraft, expectUrl: setSeen };
}
