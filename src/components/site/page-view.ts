// The page_view event (decision 004), shared by the page's inline script and the client tracker. A plain
// module: a constant imported from a 'use client' module into a server component is a client
// reference there, not its value.

/**
 * Runs first in the body: records the page the visitor arrived on, with or without hydration
 * (a prerendered page loads its scripts on the visitor's first input, decision 008). A page the
 * browser prerenders ahead of a click (speculation rules, decision 021) is recorded when the
 * visitor opens it, never before. PageViewTracker records the client-side navigations after it.
 * Its text is fixed, so the page's CSP allows it by hash.
 */
export const PAGE_VIEW_SCRIPT =
  '(function(l,d){var p=function(){(window.dataLayer=window.dataLayer||[]).push({event:"page_view",page_path:l.pathname,page_query:l.search.slice(1),page_location:l.pathname+l.search})};d.prerendering?d.addEventListener("prerenderingchange",p,{once:!0}):p()})(location,document)';
