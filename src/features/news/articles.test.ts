import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/routing';
import { formatPrice } from '@/features/services/format';
import { serviceCatalog } from '@/features/services/catalog';
import { articles, getArticle, relatedArticles } from './articles';
import { authorIds } from './authors';
import { readArticles, WORDS_PER_MINUTE, type ArticleEntry } from './content';
import { articleSlugs } from './slugs';

/** The published articles (content/articles) keep the list's rules, and each is its own text. */

/** The category the slug rule gives a slug: the first rule whose words occur in it wins. */
function slugRuleCategory(slug: string): string {
  const rules: Array<[string[], string]> = [
    [['consultant'], 'case-studies'],
    [['implementation', 'integration', 'workflow'], 'implementation'],
    [['strategy', 'roadmap', 'planning'], 'ai-strategy'],
    [['seo', 'market', 'fortune', 'industry'], 'industry-insights'],
    [['gpt-', 'deepseek', 'model', 'feature'], 'technology'],
  ];
  return rules.find(([words]) => words.some((w) => slug.includes(w)))?.[1] ?? 'ai-strategy';
}

/**
 * Guides the slug rule files under Case Studies (their slugs contain 'consultant'): they are no
 * case study, so they are filed where a reader looks for them.
 */
const recategorized: Record<string, string> = {
  'chatgpt-consultant-implementation-guide-for-enterprises': 'implementation',
  'how-to-hire-a-chatgpt-consultant': 'ai-strategy',
  'ai-consultant-vs-in-house-team': 'ai-strategy',
  'chatgpt-consultant-strategy-roadmap-2026': 'ai-strategy',
  'what-does-an-ai-consultant-do': 'ai-strategy',
  'choosing-the-right-openai-consultant': 'ai-strategy',
  'chatgpt-consultant-pricing-explained': 'ai-strategy',
  'ai-consultants-in-the-financial-industry': 'industry-insights',
  'freelance-ai-consultant-vs-agency': 'ai-strategy',
  'consultant-led-gpt-model-fine-tuning': 'technology',
  'questions-to-ask-an-ai-consultant': 'ai-strategy',
};

describe('the published articles keep the rules of the list', () => {
  it('has 84 articles, newest first, ids = position + 1', () => {
    expect(articles).toHaveLength(84);
    articles.forEach((a, i) => {
      expect(a.id).toBe(i + 1);
      expect(a.slug).toBe(articleSlugs[i]);
      if (i > 0) expect(a.published <= articles[i - 1].published, a.slug).toBe(true);
    });
  });

  it('features the first 3; the first 5 and every 7th are trending', () => {
    expect(articles.filter((a) => a.featured).map((a) => a.id)).toEqual([1, 2, 3]);
    expect(articles.filter((a) => a.trending).map((a) => a.id)).toEqual([1, 2, 3, 4, 5, 7, 14, 21, 28, 35, 42, 49, 56, 63, 70, 77, 84]);
  });

  it('takes the 10 authors in rotation', () => {
    articles.forEach((a, i) => expect(a.author, a.slug).toBe(authorIds[i % authorIds.length]));
  });

  it("files each article by the slug rule, except guides the rule would call case studies", () => {
    for (const a of articles) expect(a.categoryId, a.slug).toBe(recategorized[a.slug] ?? slugRuleCategory(a.slug));
    expect(articles.filter((a) => a.categoryId === 'case-studies').map((a) => a.slug)).toEqual([
      'chatgpt-consultant-case-study-retail-bank',
      'ai-consultant-seo-content-case-study',
    ]);
  });

  it('shows a drawing of its category', () => {
    for (const a of articles) expect(a.image, a.slug).toBe(`/images/articles/${a.categoryId}.svg`);
  });

  it('finds an article by slug and nothing for an unknown one', () => {
    expect(getArticle('what-is-chatgpt')?.slug).toBe('what-is-chatgpt');
    expect(getArticle('no-such-article')).toBeUndefined();
    expect(getArticle('article-not-found')).toBeUndefined();
  });
});

/**
 * The articles as the build reads them: every file parsed and checked (links included), with its
 * word count. readArticles throws a ContentError that lists each problem with its file. Read once,
 * by whichever test asks first: parsing the 252 bodies takes 3-4 s alone, more beside the other
 * files, so these tests have more than the default 5 s.
 */
let checked: ArticleEntry[] | undefined;
const checkedArticles = () => (checked ??= readArticles());

describe('each article is its own text', { timeout: 30_000 }, () => {
  it('passes every check the build makes, in every file (the links in its body included)', () => {
    expect(checkedArticles().map((a) => a.slug)).toEqual(articleSlugs);
  });

  it('has 700 to 1,200 words in every language, and a read time from its word count', () => {
    for (const a of checkedArticles()) {
      for (const locale of locales) {
        const { words, readTime } = a.texts[locale];
        expect(words, `${a.slug} ${locale}`).toBeGreaterThanOrEqual(700);
        expect(words, `${a.slug} ${locale}`).toBeLessThanOrEqual(1200);
        expect(readTime).toBe(Math.ceil(words / WORDS_PER_MINUTE));
      }
    }
  });

  it('shares at most 3 sentences with any other article of its language', () => {
    for (const locale of locales) {
      const sentences = articles.map((a) => ({
        slug: a.slug,
        set: new Set(
          a.texts[locale].markdown
            .split(/(?<=[.!?])\s+|\n+/)
            .map((s) => s.replace(/[^\p{L}\p{N} ]/gu, '').trim().toLowerCase())
            .filter((s) => s.split(/\s+/).length >= 6),
        ),
      }));
      for (let i = 0; i < sentences.length; i++) {
        for (let j = i + 1; j < sentences.length; j++) {
          const shared = [...sentences[i].set].filter((s) => sentences[j].set.has(s));
          expect(shared.length, `${locale}: ${sentences[i].slug} and ${sentences[j].slug} share ${shared.join(' | ')}`).toBeLessThanOrEqual(3);
        }
      }
    }
  });

  it('says in every case study that it is an illustrative scenario, in the page language', () => {
    const illustrative = { en: /illustrative scenario/i, de: /(fiktiv|veranschaulich|illustrativ)/i, fr: /(fictif|fictive|illustratif)/i };
    for (const a of articles.filter((x) => x.categoryId === 'case-studies')) {
      for (const locale of locales) expect(a.texts[locale].markdown, `${a.slug} ${locale}`).toMatch(illustrative[locale]);
    }
  });

  it('prices a consultant with the services’ own prices, written as each language writes them', () => {
    const pricing = getArticle('chatgpt-consultant-pricing-explained')!;
    const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
    for (const locale of locales) {
      const text = plain(pricing.texts[locale].markdown);
      for (const service of serviceCatalog) {
        for (const amount of [service.price.min, service.price.max]) expect(text, `${locale} ${service.id}`).toContain(plain(formatPrice(amount, locale)).replace(/\s€/, ''));
      }
    }
  });
});

describe('relatedArticles', () => {
  it('gives up to 3 articles of the same category, never the article itself', () => {
    for (const a of articles) {
      const related = relatedArticles(a, articles);
      const others = articles.filter((o) => o.categoryId === a.categoryId && o.slug !== a.slug);
      expect(related).toEqual(others.slice(0, 3));
    }
  });

  it('gives fewer when the category has fewer other articles', () => {
    const list = [
      { slug: 'a', categoryId: 'technology' },
      { slug: 'b', categoryId: 'technology' },
      { slug: 'c', categoryId: 'case-studies' },
    ];
    expect(relatedArticles(list[0], list)).toEqual([list[1]]);
    expect(relatedArticles(list[2], list)).toEqual([]);
  });
});
