import { standalonePolicy } from './csp';
import { escapeHtml } from './escape-html';

/**
 * A small HTML document outside the app shell (no React, no chunks): the 404 of unknown paths
 * and the newsletter link pages. It carries its own Content-Security-Policy, which allows
 * exactly its one inline style and its one inline script by hash.
 */
export type StandalonePage = {
  lang: string;
  title: string;
  /** Extra head elements, already escaped. */
  head?: string;
  /** The inside of <main>, already escaped. */
  main: string;
  /** An inline script's source, when the page needs one. */
  script?: string;
};

const css = [
  ':root{color-scheme:light dark;--fg:#0f172a;--muted:#475569;--bg:#f8fafc;--card:#fff;--accent:#1d4ed8;--on-accent:#fff;--ring:#cbd5e1}',
  '@media (prefers-color-scheme:dark){:root{--fg:#f1f5f9;--muted:#cbd5e1;--bg:#0b1120;--card:#111827;--accent:#93c5fd;--on-accent:#0b1120;--ring:#334155}}',
  '*{box-sizing:border-box}',
  'body{margin:0;min-height:100vh;display:grid;place-items:center;padding:1.5rem;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}',
  'main{max-width:28rem;width:100%;text-align:center;background:var(--card);border-radius:1rem;padding:2.5rem 1.5rem;box-shadow:0 1px 3px rgb(0 0 0/.12)}',
  '.spinner{width:2.5rem;height:2.5rem;margin:0 auto 1.5rem;border-radius:50%;border:4px solid var(--ring);border-top-color:var(--accent);animation:spin .8s linear infinite}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
  '@media (prefers-reduced-motion:reduce){.spinner{animation:none}}',
  'h1{font-size:1.5rem;line-height:1.25;margin:0 0 .75rem}',
  'p{margin:0 0 1rem;color:var(--muted)}',
  '.status{color:var(--fg);font-weight:600}',
  'a{color:var(--accent);font-weight:600;text-underline-offset:3px}',
  'button{font:inherit;font-weight:600;color:var(--on-accent);background:var(--accent);border:0;border-radius:.5rem;padding:.75rem 1.5rem;margin:0 0 1rem;cursor:pointer}',
  'a:focus-visible,button:focus-visible{outline:3px solid var(--accent);outline-offset:3px;border-radius:2px}',
].join('');

/** The policy of a standalone page (src/lib/csp.ts): its one style and its script, by hash. */
export const standaloneCsp = (script?: string): string => standalonePolicy(css, script);

export function renderStandalonePage({ lang, title, head = '', main, script }: StandalonePage): string {
  return (
    '<!doctype html>' +
    `<html lang="${escapeHtml(lang)}"><head>` +
    '<meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex">' +
    head +
    `<title>${escapeHtml(title)}</title>` +
    `<style>${css}</style>` +
    `</head><body><main>${main}</main>` +
    (script ? `<script>${script}</script>` : '') +
    '</body></html>'
  );
}

/** The response headers every standalone page shares: never stored, never indexed. */
export function standaloneHeaders(lang: string, script?: string): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-language': lang,
    'content-security-policy': standaloneCsp(script),
    'x-robots-tag': 'noindex',
    'cache-control': 'no-store',
  };
}
