import * as React from 'react';

// Apart from WithUrlSearch (with-url-search.tsx), which the language menu on every page loads:
// only the lists that write their view into the URL (the directory, the news) load these.

/**
 * Puts a view's query ('?q=…', or '' for the default view) into the address bar: 'push' makes a
 * history entry (Back returns to the previous view), 'replace' updates the current one. Next.js
 * folds native history calls into its router, so WithUrlSearch follows. Returns whether the
 * address changed.
 */
export function setUrlSearch(search: string, mode: 'push' | 'replace'): boolean {
  const url = `${window.location.pathname}${search}`;
  if (url === `${window.location.pathname}${window.location.search}`) return false;
  if (mode === 'push') window.history.pushState(null, '', url);
  else window.history.replaceState(null, '', url);
  return true;
}

/**
 * The text of a search box bound to the URL's query: what the visitor types, until the URL's
 * value changes from elsewhere (Back, Forward, a link), which the box then shows. A box that
 * writes the URL says what it writes (`expectUrl`, the value as the URL will hold it: a blank
 * search is left out), so that its own writes, which reach the router a render or two later and
 * may be older than the text by then, never count as a change from elsewhere.
 */
export function useUrlDraft(urlValue: string) {
  const [draft, setDraft] = React.useState(urlValue);
  const [seen, setSeen] = React.useState(urlValue);
  // The values this box wrote that the router has not passed on yet, oldest first.
  const [written, setWritten] = React.useState<string[]>([]);
  if (urlValue !== seen) {
    setSeen(urlValue);
    if (!written.includes(urlValue)) {
      setDraft(urlValue);
      setWritten([]);
    } else if (written.at(-1) === urlValue) setWritten([]);
  }
  const expectUrl = React.useCallback((value: string) => setWritten((list) => [...list, value]), []);
  return { draft, setDraft, expectUrl };
}

/**
 * The fields of a form whose value differs from the one the server rendered, by name: what the
 * visitor typed or chose before the page's scripts ran (decision 021). React leaves a field's value
 * alone while it hydrates, but sets a controlled field back to its state on the next render: read
 * them in the first layout effect, and take them into the state there.
 */
export function typedBeforeHydration(form: HTMLFormElement | null): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const field of Array.from(form?.elements ?? [])) {
    if (field instanceof HTMLSelectElement) {
      const rendered = Array.from(field.options).find((o) => o.defaultSelected) ?? field.options[0];
      if (field.name && rendered && field.value !== rendered.value) typed[field.name] = field.value;
    } else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
      if (field.name && field.type !== 'hidden' && field.value !== field.defaultValue) typed[field.name] = field.value;
    }
  }
  return typed;
}

/**
 * Calls `onReady` once the page has hydrated and Next's router follows the address bar (it starts
 * following `history` calls in an effect of its own, which runs after the effects of the page's
 * components); until then, a component keeps what it would write to the address bar. Returns a
 * ref that says whether that moment has come.
 */
export function useAfterHydration(onReady: () => void) {
  const ready = React.useRef(false);
  const latest = React.useRef(onReady);
  React.useLayoutEffect(() => {
    latest.current = onReady;
  });
  React.useEffect(() => {
    const timer = window.setTimeout(() => {
      ready.current = true;
      latest.current();
    }, 0);
    return () => window.clearTimeout(timer);
  }, []);
  return ready;
}
