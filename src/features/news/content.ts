import fs from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import type { Heading, Link } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { locales, matchPath, type Locale } from '@/i18n/routing';
import { authorIds, type AuthorId } from './authors';
import { NEWS_CATEGORIES } from './query';

/**
 * The articles, read from their Markdown files: content/articles/<slug>/<locale>.md, one file per
 * language, each with front matter. Every file is checked here, and every problem found is
 * reported at once, naming the file and the field: the build renders the articles through this
 * module, so a bad file fails it.
 */

/**
 * Read from the working directory at build time, and by the proxy at run time (the list of our
 * slugs): the server runs from the project's folder, where content/ is. The file reads below are
 * left out of the build's file tracing, which would otherwise copy the whole project.
 */
export const CONTENT_DIR = path.join(process.cwd(), 'content', 'articles');
export const WORDS_PER_MINUTE = 220;

export const articleCategories = NEWS_CATEGORIES.filter((c) => c !== 'all');
export type CategoryId = (typeof articleCategories)[number];

const isoDate = z.iso.date('a date written YYYY-MM-DD');
const oneLine = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((s) => !/[\r\n]/.test(s), 'one line only');

const frontMatter = z.strictObject({
  title: oneLine(120),
  excerpt: oneLine(300).pipe(z.string().min(60, 'at least 60 characters: it is the page description')),
  category: z.enum(articleCategories),
  author: z.enum(authorIds),
  published: isoDate,
  updated: isoDate,
  tags: z.array(oneLine(40)).min(1).max(6),
  image: z.string().regex(/^\/images\/articles\/[a-z0-9-]+\.(svg|png|jpe?g|webp|avif)$/, 'a file under /images/articles/'),
  imageAlt: oneLine(200),
  featured: z.boolean(),
  trending: z.boolean(),
  /** An article kept out of the site in every language until this is removed. */
  draft: z.boolean().optional(),
});
type FrontMatter = z.infer<typeof frontMatter>;

/** The fields an article has once, whatever the language: each language's file must agree on them. */
const SHARED = ['category', 'author', 'published', 'image', 'featured', 'trending', 'draft'] as const;

export type ArticleText = {
  title: string;
  excerpt: string;
  tags: string[];
  imageAlt: string;
  updated: string;
  /** The body, Markdown. */
  markdown: string;
  words: number;
  /** Minutes, from the word count at WORDS_PER_MINUTE. */
  readTime: number;
};

export type ArticleEntry = {
  slug: string;
  categoryId: CategoryId;
  author: AuthorId;
  published: string;
  image: string;
  featured: boolean;
  trending: boolean;
  texts: Record<Locale, ArticleText>;
};

export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`The articles have ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ContentError';
  }
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A path as a problem names it: relative to the project's folder. */
const shown = (file: string) => path.relative(/*turbopackIgnore: true*/ process.cwd(), file);
/**
 * A slug that is never an article: /blog/article-not-found is prerendered (in every language) as
 * the 404 'Article Not Found' page, so the proxy can answer any unknown /blog/{slug} by rewriting
 * it there (status 404, the visitor's URL unchanged).
 */
export const ARTICLE_NOT_FOUND_SLUG = 'article-not-found';
const markdown = unified().use(remarkParse).use(remarkGfm);

/** Splits a file into its front matter (YAML between --- lines) and its body. */
function splitFile(text: string): { yaml: string; body: string } | null {
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text.replace(/^\uFEFF/, ''));
  return m ? { yaml: m[1], body: m[2] } : null;
}

/**
 * Words a reader reads, counted on the Markdown itself (no parse: the running server counts every
 * article of a language for its first list rendered, docs/decisions/025): whitespace-separated
 * tokens with a letter or a digit, leaving out fenced code blocks, link addresses and the numbers
 * of ordered lists. Within a word or two of what a Markdown parser's text gives on our articles.
 */
export function countWords(markdown: string): number {
  return markdown
    .replace(/^[ \t]*(`{3,}|~{3,})[^\n]*\n[\s\S]*?^[ \t]*\1[^\n]*$/gm, ' ')
    .replace(/\]\([^)]*\)/g, '] ')
    .replace(/^[ \t]*\d+[.)][ \t]/gm, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export const readTimeFor = (words: number) => Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));

type Parsed = { file: string; data: FrontMatter; text: ArticleText; links: string[]; anchors: Set<string> };

function textOf(data: FrontMatter, body: string): ArticleText {
  const words = countWords(body);
  return { title: data.title, excerpt: data.excerpt, tags: data.tags, imageAlt: data.imageAlt, updated: data.updated, markdown: body, words, readTime: readTimeFor(words) };
}

function parseFile(file: string, today: string, problems: string[], check: boolean): Parsed | null {
  const split = splitFile(fs.readFileSync(/*turbopackIgnore: true*/ file, 'utf8'));
  const name = shown(file);
  if (!split) {
    problems.push(`${name}: no front matter (the file must start with a --- line)`);
    return null;
  }
  let raw: unknown;
  try {
    raw = parseYaml(split.yaml);
  } catch (error) {
    problems.push(`${name}: front matter is not valid YAML: ${(error as Error).message.split('\n')[0]}`);
    return null;
  }
  const result = frontMatter.safeParse(raw ?? {});
  if (!result.success) {
    for (const issue of result.error.issues) problems.push(`${name}: ${issue.path.join('.') || 'front matter'}: ${issue.message}`);
    return null;
  }
  const data = result.data;
  const before = problems.length;
  if (data.published > today) problems.push(`${name}: published: ${data.published} is in the future`);
  if (data.updated > today) problems.push(`${name}: updated: ${data.updated} is in the future`);
  if (data.updated < data.published) problems.push(`${name}: updated: ${data.updated} is before published (${data.published})`);
  if (!fs.existsSync(/*turbopackIgnore: true*/ path.join(process.cwd(), 'public', data.image))) problems.push(`${name}: image: public${data.image} does not exist`);
  if (!check) return problems.length > before ? null : { file: name, data, links: [], anchors: new Set(), text: textOf(data, split.body) };

  const tree = markdown.parse(split.body);
  if (tree.children.length === 0) problems.push(`${name}: the body is empty`);
  const links: string[] = [];
  const anchors = new Set<string>();
  const slugger = new GithubSlugger();
  visit(tree, (node) => {
    if (node.type === 'heading') {
      if ((node as Heading).depth === 1) problems.push(`${name}: a # heading in the body (the title is the page's only h1; use ##)`);
      anchors.add(slugger.slug(toString(node)));
    }
    if (node.type === 'link') links.push((node as Link).url);
    if (node.type === 'html') problems.push(`${name}: raw HTML in the body (${JSON.stringify((node as { value: string }).value.slice(0, 40))})`);
    if (node.type === 'image') problems.push(`${name}: an image in the body (the article's image is the front matter's)`);
  });
  if (problems.length > before) return null;
  return {
    file: name,
    data,
    links,
    anchors,
    text: textOf(data, split.body),
  };
}

/** A link in an article: to one of our pages in the file's language, to a heading of the file, or to the web. */
function checkLink(href: string, locale: Locale, parsed: Parsed, slugs: ReadonlySet<string>): string | null {
  if (href.startsWith('#')) return parsed.anchors.has(decodeURIComponent(href.slice(1))) ? null : `links to ${href}, which is no heading of this article`;
  if (/^(https?:\/\/[^/\s]+|mailto:)/i.test(href)) return null;
  if (!href.startsWith('/') || href.startsWith('//')) return `links to ${href}: write our pages as paths (/de/leistungen) and other sites as https:// addresses`;
  const [pathname] = href.split('#');
  const match = matchPath(pathname);
  if (!match) return `links to ${href}, which is no page of the site`;
  if (match.locale !== locale) return `links to ${href}, a page in another language (${match.locale})`;
  if (match.pageKey === 'blogArticle' && !slugs.has(match.params.slug ?? '')) return `links to ${href}, which is no published article`;
  return null;
}

/**
 * Reads and checks every article; throws a ContentError listing every problem. Returns the
 * published articles (drafts left out), newest first.
 */
export function readArticles(dir = CONTENT_DIR, now = new Date(), { check = true } = {}): ArticleEntry[] {
  const today = now.toISOString().slice(0, 10);
  const problems: string[] = [];
  const folders = fs.existsSync(/*turbopackIgnore: true*/ dir) ? fs.readdirSync(/*turbopackIgnore: true*/ dir, { withFileTypes: true }).filter((d) => d.isDirectory()) : [];
  const parsed = new Map<string, Record<Locale, Parsed>>();
  for (const folder of folders) {
    const where = shown(path.join(/*turbopackIgnore: true*/ dir, folder.name));
    if (!SLUG.test(folder.name)) problems.push(`${where}: the folder name is the URL's slug: lowercase letters, digits and single hyphens only`);
    if (folder.name === ARTICLE_NOT_FOUND_SLUG) problems.push(`${where}: ${ARTICLE_NOT_FOUND_SLUG} is reserved for the page that answers unknown articles`);
    const files = {} as Record<Locale, Parsed>;
    for (const locale of locales) {
      const file = path.join(/*turbopackIgnore: true*/ dir, folder.name, `${locale}.md`);
      if (!fs.existsSync(/*turbopackIgnore: true*/ file)) {
        problems.push(`${where}: ${locale}.md is missing (every article has one file per language: ${locales.map((l) => `${l}.md`).join(', ')})`);
        continue;
      }
      const one = parseFile(file, today, problems, check);
      if (one) files[locale] = one;
    }
    if (locales.every((l) => files[l])) parsed.set(folder.name, files);
  }

  for (const [slug, files] of parsed) {
    for (const field of SHARED) {
      const values = new Set(locales.map((l) => String(files[l].data[field] ?? '')));
      if (values.size > 1) problems.push(`${shown(path.join(/*turbopackIgnore: true*/ dir, slug))}: ${field} differs between the languages (${locales.map((l) => `${l}: ${files[l].data[field] ?? '-'}`).join(', ')})`);
    }
  }
  const published = new Set([...parsed].filter(([, files]) => !files.en.data.draft).map(([slug]) => slug));
  for (const [slug, files] of parsed) {
    if (!published.has(slug)) continue;
    for (const locale of locales) {
      for (const href of files[locale].links) {
        const problem = checkLink(href, locale, files[locale], published);
        if (problem) problems.push(`${files[locale].file}: ${problem}`);
      }
    }
  }
  if (problems.length > 0) throw new ContentError(problems);

  return [...published]
    .map((slug): ArticleEntry => {
      const files = parsed.get(slug)!;
      const { category, author, published: date, image, featured, trending } = files.en.data;
      const texts = Object.fromEntries(locales.map((l) => [l, files[l].text])) as Record<Locale, ArticleText>;
      return { slug, categoryId: category, author, published: date, image, featured, trending, texts };
    })
    .sort((a, b) => b.published.localeCompare(a.published) || a.slug.localeCompare(b.slug));
}

let cache: ArticleEntry[] | undefined;
/**
 * The articles, read once per process. Where articles are written or built (`next dev`, the
 * build) every body is checked, and `npm run content:check` and a unit test call readArticles
 * themselves. Everyone else (the production server, serving what the build checked, and the
 * scripts and test files that only need the list) reads the files without parsing their bodies:
 * about 0.2 s for all 252, against 2 s with the parse.
 */
export function loadArticles(): readonly ArticleEntry[] {
  const authoring = process.env.NEXT_PHASE === 'phase-production-build' || process.env.NODE_ENV === 'development';
  cache ??= readArticles(CONTENT_DIR, new Date(), { check: authoring });
  return cache;
}
