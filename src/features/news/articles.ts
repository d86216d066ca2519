import { articleSlugs, isArticleSlug, type ArticleSlug } from './slugs';
import { NEWS_CATEGORIES, type NewsCategoryId } from './query';
import blogMessages from '../../../messages/en/blog.json' with { type: 'json' };

/**
 * The blog article model (spec section 3), built deterministically from the fixed slug list:
 * the same slug gives the same category, author, date, read time and image on every build
 * (DESIGN.md, "Blog articles"). No clock, no randomness: a stable hash of the slug decides.
 * This module holds facts and message keys only; texts come from the 'blog' namespace.
 */

export type CategoryId = Exclude<NewsCategoryId, 'all'>;
/** The five categories (the news list adds 'all' in front: NEWS_CATEGORIES). */
export const categoryIds: readonly CategoryId[] = NEWS_CATEGORIES.filter((c): c is CategoryId => c !== 'all');

/** Spec section 5, "Category by slug": the first rule whose words occur in the slug wins. */
export const categoryRules: ReadonlyArray<{ words: readonly string[]; category: CategoryId }> = [
  { words: ['consultant'], category: 'case-studies' },
  { words: ['implementation', 'integration', 'workflow'], category: 'implementation' },
  { words: ['strategy', 'roadmap', 'planning'], category: 'ai-strategy' },
  { words: ['seo', 'market', 'fortune', 'industry'], category: 'industry-insights' },
  { words: ['gpt-', 'deepseek', 'model', 'feature'], category: 'technology' },
];
export const fallbackCategory: CategoryId = 'ai-strategy';

export function categoryForSlug(slug: string): CategoryId {
  const s = slug.toLowerCase();
  for (const rule of categoryRules) {
    if (rule.words.some((w) => s.includes(w))) return rule.category;
  }
  return fallbackCategory;
}

/** The 10 authors, taken in rotation. Names are facts; job titles are keys of blog.authorTitles. */
export const authors = [
  { name: 'Sarah Mitchell', titleKey: 'seniorAiStrategist' },
  { name: 'Daniel Weber', titleKey: 'headOfImplementation' },
  { name: 'Claire Dubois', titleKey: 'aiGovernanceLead' },
  { name: 'Marcus Chen', titleKey: 'principalConsultant' },
  { name: 'Priya Raman', titleKey: 'machineLearningEngineer' },
  { name: 'Thomas Becker', titleKey: 'enterpriseArchitect' },
  { name: 'Élise Martin', titleKey: 'changeManagementLead' },
  { name: 'James Okafor', titleKey: 'dataScienceDirector' },
  { name: 'Laura Fischer', titleKey: 'trainingProgramLead' },
  { name: 'Antoine Leroy', titleKey: 'industryAnalyst' },
] as const;
export type AuthorTitleKey = (typeof authors)[number]['titleKey'];

/** The 8 article illustrations that ship in public/images/articles, taken in rotation. */
export const ARTICLE_IMAGE_COUNT = 8;
export const articleImages = Array.from({ length: ARTICLE_IMAGE_COUNT }, (_, i) => `/images/articles/article-${i + 1}.svg`);

/** The fixed date the articles' publish dates count back from (never the build's clock). */
export const CONTENT_DATE = '2026-11-15';
export const MAX_DAYS_BEFORE = 90;
export const MIN_READ_TIME = 5;
export const MAX_READ_TIME = 14;
export const FEATURED_COUNT = 3;
export const TRENDING_FIRST = 5;
/** "Every 7th" article of the list is trending: the ids 7, 14, 21, ... (id % 7 === 0). */
export const TRENDING_EVERY = 7;
export const MAX_TAGS = 4;
export const MAX_RELATED = 3;

/** Variants of the generated excerpt sentence (blog.excerpts.0 ... 5), chosen by the slug's hash. */
export const excerptVariants = ['0', '1', '2', '3', '4', '5'] as const;
export type ExcerptVariant = (typeof excerptVariants)[number];

export type ArticleRecord = {
  id: number;
  slug: ArticleSlug;
  categoryId: CategoryId;
  author: string;
  authorTitleKey: AuthorTitleKey;
  /** ISO date (YYYY-MM-DD), UTC. */
  publishDate: string;
  readTime: number;
  image: string;
  featured: boolean;
  trending: boolean;
  /** Keys of the tag vocabulary; each page names them in its language (blog.tagTerms). */
  tags: TagKey[];
  excerptVariant: ExcerptVariant;
};

/** FNV-1a, 32 bit: a stable, well-spread hash of the slug. */
export function hashSlug(slug: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < slug.length; i++) {
    h ^= slug.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

const DAY_MS = 86_400_000;

/** 1 to 90 days before CONTENT_DATE, by the slug's hash. */
export function publishDateFor(slug: string): string {
  const daysBefore = 1 + (hashSlug(slug) % MAX_DAYS_BEFORE);
  return new Date(Date.parse(`${CONTENT_DATE}T00:00:00Z`) - daysBefore * DAY_MS).toISOString().slice(0, 10);
}

/** 5 to 14 minutes, by the slug's hash (other bits than the date's). */
export function readTimeFor(slug: string): number {
  return MIN_READ_TIME + ((hashSlug(slug) >>> 8) % (MAX_READ_TIME - MIN_READ_TIME + 1));
}

export const isFeatured = (id: number) => id <= FEATURED_COUNT;
export const isTrending = (id: number) => id <= TRENDING_FIRST || id % TRENDING_EVERY === 0;
/** The tag vocabulary: term keys (slug words joined by hyphens); each language names them in blog.tagTerms. */
const tagTerms: ReadonlySet<string> = new Set(Object.keys(blogMessages.tagTerms));
const longestTerm = Math.max(...[...tagTerms].map((key) => key.split('-').length));
export type TagKey = keyof typeof blogMessages.tagTerms;

/**
 * An article's tags: scanning its slug from the left, the longest vocabulary term at each word
 * ('fortune-500', 'generative-ai'); words that start no term are skipped. At most MAX_TAGS.
 */
export function tagsForSlug(slug: string): TagKey[] {
  const words = slug.split('-').filter(Boolean);
  const tags: TagKey[] = [];
  for (let i = 0; i < words.length && tags.length < MAX_TAGS; ) {
    let length = Math.min(longestTerm, words.length - i);
    while (length > 0 && !tagTerms.has(words.slice(i, i + length).join('-'))) length--;
    if (length === 0) {
      i++;
      continue;
    }
    const key = words.slice(i, i + length).join('-') as TagKey;
    if (!tags.includes(key)) tags.push(key);
    i += length;
  }
  return tags;
}

/** Words whose usual spelling is not simply a capital first letter. */
const specialWords: Readonly<Record<string, string>> = {
  ai: 'AI',
  chatgpt: 'ChatGPT',
  gpt: 'GPT',
  gpts: 'GPTs',
  openai: 'OpenAI',
  deepseek: 'DeepSeek',
  seo: 'SEO',
  roi: 'ROI',
  api: 'API',
  apis: 'APIs',
  crm: 'CRM',
  erp: 'ERP',
  hr: 'HR',
  rag: 'RAG',
  smes: 'SMEs',
  r1: 'R1',
  '4o': '4o',
};

/** English title: the slug's words, each capitalised (AI, ChatGPT, SEO... keep their spelling). */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((w) => specialWords[w] ?? w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

export function buildArticle(slug: ArticleSlug, index: number): ArticleRecord {
  const id = index + 1;
  const author = authors[index % authors.length];
  return {
    id,
    slug,
    categoryId: categoryForSlug(slug),
    author: author.name,
    authorTitleKey: author.titleKey,
    publishDate: publishDateFor(slug),
    readTime: readTimeFor(slug),
    image: articleImages[index % ARTICLE_IMAGE_COUNT],
    featured: isFeatured(id),
    trending: isTrending(id),
    tags: tagsForSlug(slug),
    excerptVariant: excerptVariants[(hashSlug(slug) >>> 16) % excerptVariants.length],
  };
}

export function buildArticles(slugs: readonly ArticleSlug[] = articleSlugs): ArticleRecord[] {
  return slugs.map((slug, index) => buildArticle(slug, index));
}

/** All 84 articles, in list order. */
export const articles: readonly ArticleRecord[] = buildArticles();

export function getArticle(slug: string): ArticleRecord | undefined {
  return isArticleSlug(slug) ? articles[articleSlugs.indexOf(slug)] : undefined;
}

/** Up to 3 other articles of the same category, in list order, never the article itself. */
export function relatedArticles<T extends { slug: string; categoryId: string }>(article: T, all: readonly T[], max = MAX_RELATED): T[] {
  return all.filter((a) => a.categoryId === article.categoryId && a.slug !== article.slug).slice(0, max);
}
