import { renderMarkdown, type MarkdownLabels } from './markdown';

/** A table of contents for articles of at least this many sections. */
export const TOC_MIN_SECTIONS = 4;

type Props = { markdown: string; labels: MarkdownLabels & { toc: string } };

/** The article's text, from its Markdown file, with a table of contents on long articles. */
export function ArticleBody({ markdown, labels }: Props) {
  const { content, toc } = renderMarkdown(markdown, labels);
  return (
    <>
      {toc.length >= TOC_MIN_SECTIONS && (
        <nav aria-labelledby="article-toc" className="mb-10 rounded-xl border bg-muted/60 p-6" data-testid="article-toc">
          <h2 id="article-toc" className="text-sm font-semibold tracking-wider text-muted-foreground uppercase">
            {labels.toc}
          </h2>
          <ol className="mt-3 list-decimal space-y-1.5 pl-5 marker:text-muted-foreground">
            {toc.map((entry) => (
              <li key={entry.id}>
                <a href={`#${entry.id}`} className="text-primary underline-offset-4 hover:underline">
                  {entry.text}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div className="article-body" data-testid="article-body">
        {content}
      </div>
    </>
  );
}
