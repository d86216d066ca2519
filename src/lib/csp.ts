import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every Content-Security-Policy the site sends, built here and nowhere else
 * (docs/decisions/010-csp-by-hash.md): the app's pages (by the build's hashes), next dev, the
 * standalone pages (the unknown-path 404, the link pages, and the 413 and 429 pages of
 * scripts/serve.ts). The build (scripts/lib/prerendered.ts) hashes with `hashSource` into
 * CSP_MANIFEST.
 *
 * The app's pages:
 * Every page is prerendered, and its inline scripts (Next's bootstrap and flight data, our
 * loader and consent probe) are known after the build: scripts/lib/prerendered.ts hashes them
 * into <dist>/csp-manifest.json, and the proxy sends each page a script-src of its own hashes
 * with 'strict-dynamic', so the scripts those trusted ones load run too, and nothing else does.
 * No nonce: a nonce would make every page render per request.
 */
export const CSP_MANIFEST = 'csp-manifest.json';
export const CSP_REPORT_PATH = '/api/csp-report';
/** The Reporting-Endpoints header that names the report-to group of the policy. */
export const REPORTING_ENDPOINTS = `csp="${CSP_REPORT_PATH}"`;

type Hashes = { scripts: string[]; styles: string[] };
export type CspManifest = Record<string, Hashes>;

const common = [
  "default-src 'self'",
  // Runtime libraries insert <style> elements whose text depends on the device (the dialog's
  // scroll lock measures the scrollbar), so styles cannot be listed by hash (decision 010).
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
];

/**
 * The policy of a page whose inline script hashes are known (production). `nonce`: the page is
 * rendered for this request (the answer to a form post without JavaScript), and Next marks the
 * scripts it writes with the nonce it finds in the request's policy.
 */
export function hashedPolicy(hashes: Hashes | undefined, nonce?: string): string {
  const trusted = [...(nonce ? [`'nonce-${nonce}'`] : []), ...(hashes?.scripts ?? [])];
  const scripts = trusted.length ? `'strict-dynamic' ${trusted.join(' ')}` : '';
  return [
    ...common,
    // 'self' only counts for browsers without 'strict-dynamic' (CSP 2), which ignore the latter.
    `script-src 'self'${scripts ? ` ${scripts}` : ''}`,
    // The loader's prefetch worker (scripts/lib/prefetch-worker.js, decision 021): without this,
    // a worker falls under script-src, where 'strict-dynamic' sets 'self' aside.
    "worker-src 'self'",
    "connect-src 'self'",
    `report-uri ${CSP_REPORT_PATH}`,
    'report-to csp',
  ].join('; ');
}

/** next dev: inline scripts change on every edit and React's dev tools evaluate code. */
export const devPolicy = [...common, "script-src 'self' 'unsafe-inline' 'unsafe-eval'", "connect-src 'self' ws:"].join('; ');

export function readCspManifest(dist = path.join(/*turbopackIgnore: true*/ process.cwd(), process.env.NEXT_DIST_DIR || '.next')): CspManifest {
  try {
    return JSON.parse(readFileSync(path.join(dist, CSP_MANIFEST), 'utf8')) as CspManifest;
  } catch {
    return {};
  }
}

let manifest: CspManifest | undefined;

/** The policy for the page at an internal path (/en, /de/services), by the manifest of this build; with a nonce for a page rendered per request. */
export function pagePolicy(internalPath: string, nonce?: string): string {
  if (process.env.NODE_ENV !== 'production') return devPolicy;
  manifest ??= readCspManifest();
  return hashedPolicy(manifest[internalPath], nonce);
}

/** A CSP hash source ('sha256-…') of an inline script's or style's text. */
export const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The policy of a standalone page: nothing but its own inline style, its script (if any) and its form. */
export function standalonePolicy(style: string, script?: string): string {
  return [
    "default-src 'none'",
    `style-src ${hashSource(style)}`,
    `script-src ${script ? hashSource(script) : "'none'"}`,
    "img-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
