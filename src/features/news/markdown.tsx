import type { Element, Root } from 'hast';
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import { toString } from 'hast-util-to-string';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import rehypeSanitize from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { ExternalLink } from '@/components/ui/icons';

/**
 * An article's Markdown as React elements, at build time (docs/decisions/020): GitHub-flavoured
 * Markdown (tables), sanitized with GitHub's own allow-list although the authors are trusted,
 * headings given ids from their text, links to other sites marked and opened in a new tab.
 * No raw HTML string reaches the page.
 */
const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeSanitize).use(rehypeSlug);

export type TocEntry = { id: string; text: string };
export type RenderedMarkdown = { content: React.ReactNode; toc: TocEntry[] };
export type MarkdownLabels = { newTab: string; table: string };

const isExternal = (href: string) => /^https?:\/\//i.test(href);

function components(labels: MarkdownLabels): Partial<Components> {
  return {
    a: ({ href = '', children, ...rest }) =>
      isExternal(href) ? (
        <a {...rest} href={href} target="_blank" rel="noopener noreferrer">
          {children}
          <ExternalLink className="ml-0.5 inline size-[0.8em] align-baseline" aria-hidden />
          <span className="sr-only"> {labels.newTab}</span>
        </a>
      ) : (
        <a {...rest} href={href}>
          {children}
        </a>
      ),
    // A wide table or code block scrolls in its own box, never the page; the box takes the
    // keyboard focus so that a keyboard can scroll it too.
    pre: (props) => <pre {...props} tabIndex={0} />,
    // A checklist's boxes are something to print and tick, not a form field of the page.
    input: ({ type, checked }) => (type === 'checkbox' ? <span aria-hidden className="task-box">{checked ? '☑' : '☐'}</span> : null),
    table: (props) => (
      <div className="table-scroll" role="region" aria-label={labels.table} tabIndex={0}>
        <table {...props} />
      </div>
    ),
  };
}

export function renderMarkdown(markdown: string, labels: MarkdownLabels): RenderedMarkdown {
  const tree = processor.runSync(processor.parse(markdown)) as Root;
  const toc: TocEntry[] = [];
  visit(tree, 'element', (node: Element) => {
    if (node.tagName === 'h2' && typeof node.properties.id === 'string') toc.push({ id: node.properties.id, text: toString(node) });
  });
  const content = toJsxRuntime(tree, { Fragment, jsx, jsxs, components: components(labels) });
  return { content, toc };
}
