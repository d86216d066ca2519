import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

const labels = { newTab: '(opens in a new tab)', table: 'Table' };
const html = (md: string) => renderToStaticMarkup(createElement(Fragment, null, renderMarkdown(md, labels).content));

describe('an article body from Markdown', () => {
  it('gives every heading an id from its text, and lists the sections for the table of contents', () => {
    const { toc } = renderMarkdown('Intro.\n\n## Why it matters\n\n### A detail\n\n## What to do next?\n', labels);
    expect(toc).toEqual([
      { id: 'why-it-matters', text: 'Why it matters' },
      { id: 'what-to-do-next', text: 'What to do next?' },
    ]);
    expect(html('## Kosten für „KI“\n')).toBe('<h2 id="kosten-für-ki">Kosten für „KI“</h2>');
  });

  it('opens links to other sites in a new tab and says so; our own links stay as they are', () => {
    const out = html('[EU AI Act](https://eur-lex.europa.eu/eli/reg/2024/1689/oj) and [our services](/services).');
    expect(out).toContain('<a href="https://eur-lex.europa.eu/eli/reg/2024/1689/oj" target="_blank" rel="noopener noreferrer">EU AI Act');
    expect(out).toContain('<span class="sr-only"> (opens in a new tab)</span></a>');
    expect(out).toContain('<a href="/services">our services</a>');
  });

  it('renders tables in a box that scrolls by itself and takes the keyboard focus', () => {
    const out = html('| a | b |\n|---|---|\n| 1 | 2 |\n');
    expect(out).toMatch(/^<div class="table-scroll" role="region" aria-label="Table" tabindex="0"><table><thead><tr><th>a<\/th><th>b<\/th><\/tr><\/thead><tbody><tr><td>1<\/td><td>2<\/td><\/tr><\/tbody><\/table><\/div>$/);
  });

  it('sanitizes: no script, no event handler, no javascript: link, even from a trusted author', () => {
    const out = html('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[click](javascript:alert(1)) <b onclick="x()">bold</b>\n');
    expect(out).not.toMatch(/<script|onerror|onclick|javascript:/i);
    expect(out).toContain('click');
  });

  it('draws a checklist’s boxes instead of form fields', () => {
    const out = html('- [ ] open\n- [x] done\n');
    expect(out).not.toContain('<input');
    expect(out).toContain('<li class="task-list-item"><span aria-hidden="true" class="task-box">☐</span> open</li>');
    expect(out).toContain('<span aria-hidden="true" class="task-box">☑</span> done');
  });

  it('keeps code blocks as code, scrollable by keyboard', () => {
    expect(html('```js\nconst a = 1 < 2;\n```\n')).toBe('<pre tabindex="0"><code class="language-js">const a = 1 &lt; 2;\n</code></pre>');
  });
});
