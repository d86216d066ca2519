import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { renderStandalonePage, standaloneCsp } from './standalone-page';

const hash = (source: string) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
const inline = (html: string, tag: string) => [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => m[1]);

describe('a standalone page', () => {
  it('allows by hash exactly its own inline style and script, nothing inline besides', () => {
    const script = 'location.replace("/de")';
    const html = renderStandalonePage({ lang: 'de', title: 'T', main: '<h1>T</h1>', script });
    const csp = standaloneCsp(script);
    const [style] = inline(html, 'style');
    expect(inline(html, 'script')).toEqual([script]);
    expect(csp).toContain(`style-src ${hash(style)}`);
    expect(csp).toContain(`script-src ${hash(script)}`);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("default-src 'none'");
  });

  it('runs no script at all when it has none', () => {
    const html = renderStandalonePage({ lang: 'en', title: 'T', main: '<form method="post"><button>Go</button></form>' });
    expect(html).not.toContain('<script');
    expect(standaloneCsp()).toContain("script-src 'none'");
  });

  it('escapes its title and language', () => {
    const html = renderStandalonePage({ lang: 'en"><x', title: '</title><script>', main: '' });
    expect(html).not.toContain('<script');
    expect(html).toContain('lang="en&quot;&gt;&lt;x"');
  });
});
