// The request guards of the site's server (scripts/serve.ts): the targets and methods it serves,
// the server actions of this build and where they may come from, the form gate of the app, and
// Location headers that stay on this site.
import { readFileSync } from 'node:fs';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { FormPost } from '../../../src/lib/site-server';

export const PEER_HEADER = 'x-peer-address';
export const ALLOWED = 'GET, HEAD, POST, OPTIONS';
export const METHODS = new Set(ALLOWED.split(', '));

/**
 * The server actions of a build (server-reference-manifest.json), id to exported name, or null
 * when it has none.
 */
export function readActions(dist: string): Map<string, string> | null {
  try {
    const manifest = JSON.parse(readFileSync(path.join(dist, 'server', 'server-reference-manifest.json'), 'utf8'));
    const entries: [string, { exportedName?: string }][] = [...Object.entries(manifest.node ?? {}), ...Object.entries(manifest.edge ?? {})] as [string, { exportedName?: string }][];
    return new Map(entries.map(([id, entry]) => [id, entry.exportedName ?? '']));
  } catch {
    return null;
  }
}

export const headerText = (value: string | string[] | undefined): string | null => (Array.isArray(value) ? value.join(', ') : (value ?? null));

/**
 * The ids of the server actions a no-JavaScript form post names in its multipart body: `$ACTION_ID_<id>`
 * fields, or a `$ACTION_<n>:0` field holding `{"id": ...}` (a form of useActionState). An id that
 * cannot be read counts as '' (unknown).
 * Any client's post is read here, before the checks: in one pass over the body, so that no body of
 * the 1 MB allowed holds the server (a pattern that looked ahead for each field's blank line took
 * time in the square of the body, about 30 s for 1 MB of such field names).
 */
export function actionIdsOfForm(body: Buffer, contentType: string): string[] {
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) return [];
  const text = body.toString('latin1');
  if (!text.includes('$ACTION_')) return [];
  const ids = [...text.matchAll(/name="\$ACTION_ID_([^"]*)"/g)].map((m) => m[1]);
  // The value of a part is the line after the blank line that ends its headers.
  let blank = -1;
  for (const m of text.matchAll(/name="\$ACTION_\d+:0"\r\n/g)) {
    const headersEnd = m.index + m[0].length - 2;
    if (blank < headersEnd) blank = text.indexOf('\r\n\r\n', headersEnd);
    if (blank < 0) break;
    const start = blank + 4;
    const end = text.indexOf('\r\n', start);
    try {
      const value = JSON.parse(text.slice(start, end < 0 ? undefined : end));
      ids.push(typeof value?.id === 'string' ? value.id : '');
    } catch {
      ids.push('');
    }
  }
  return ids;
}

/**
 * Next's own rule for a server action from another site: the Origin's host must be the
 * X-Forwarded-Host (its first entry) or the Host. No Origin at all is not a browser acting for a
 * page elsewhere (browsers send one with every POST).
 */
export function isCrossSite(headers: IncomingHttpHeaders): boolean {
  const origin = headers.origin;
  if (typeof origin !== 'string') return false;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return true;
  }
  const forwarded = headerText(headers['x-forwarded-host'])?.split(',')[0]?.trim();
  return host !== forwarded && host !== headers.host;
}

/**
 * A Location built from the request's own host names (Host, X-Forwarded-Host, an absolute-form
 * target) or written scheme-relative (`//host`, `/\host`) could send the visitor anywhere: it
 * becomes the path on this site. Locations to configured sites (the blog site) pass.
 */
export function safeLocation(location: string, headers: IncomingHttpHeaders): string {
  const schemeRelative = /^[/\\]{2}/.test(location.trim());
  if (!schemeRelative && !/^[a-z][a-z0-9+.-]*:/i.test(location.trim())) return location;
  let url: URL;
  try {
    url = new URL(location.trim(), 'http://localhost');
  } catch {
    return '/';
  }
  // The same host: the same name, and the same port unless one of them is a scheme's default
  // (https://evil.example and Host: evil.example:443). Another port is another site (the blog
  // site may live on this host).
  const parts = (h: string) => {
    const m = /^(\[[^\]]*\]|[^:]*)(?::(\d*))?$/.exec(h.trim().toLowerCase());
    return { name: (m?.[1] ?? '').replace(/^\[|\]$/g, ''), port: m?.[2] && m[2] !== '80' && m[2] !== '443' ? m[2] : '' };
  };
  const target = { name: url.hostname.toLowerCase().replace(/^\[|\]$/g, ''), port: url.port === '80' || url.port === '443' ? '' : url.port };
  const named = [headers.host, ...(headerText(headers['x-forwarded-host'])?.split(',') ?? [])].some((h) => {
    if (!h) return false;
    const p = parts(h);
    return p.name === target.name && (p.port === target.port || p.port === '' || target.port === '');
  });
  if (schemeRelative || named) return `${url.pathname}${url.search}${url.hash}`;
  return location;
}

/** Every Location the answer sends goes through safeLocation, however the handler sets it. */
export function guardLocation(req: IncomingMessage, res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    const current = res.getHeader('location');
    if (typeof current === 'string') res.setHeader('location', safeLocation(current, req.headers));
    for (const arg of args) {
      if (!arg || typeof arg !== 'object' || Array.isArray(arg)) continue;
      const headers = arg as Record<string, unknown>;
      for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === 'location' && typeof value === 'string') headers[key] = safeLocation(value, req.headers);
    }
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
}

/**
 * What the app's gate says of a form post: a path for a 303, or null (also when the body is no
 * form the platform can read: Next answers that one).
 */
export async function gatedLocation(
  gate: (post: FormPost) => string | null,
  { action, path: postedTo, body, contentType }: { action: string; path: string; body: Buffer; contentType: string },
): Promise<string | null> {
  let form: FormData;
  try {
    // A Buffer of Buffer.concat: its memory is a plain ArrayBuffer.
    form = await new Response(body as Uint8Array<ArrayBuffer>, { headers: { 'content-type': contentType } }).formData();
  } catch {
    return null;
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string' && !(name in fields)) fields[name] = value;
  return gate({ action, fields, path: postedTo });
}
