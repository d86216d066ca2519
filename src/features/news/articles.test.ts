import { afterEach, describe, expect, it, vi } from 'vitest';
import { articleSlugs } from './slugs';
import {
  ARTICLE_IMAGE_COUNT,
  CONTENT_DATE,
  articles,
  authors,
  buildArticles,
  categoryForSlug,
  categoryIds,
  getArticle,
  isTrending,
  publishDateFor,
  readTimeFor,
  relatedArticles,
  tagsForSlug,
  titleFromSlug,
} from './articles';

describe('categoryForSlug: spec rules, first match wins', () => {
  it.each([
    // rule 1: contains 'consultant' -> Case Studies, before every other rule
    ['how-to-hire-a-chatgpt-consultant', 'case-studies'],
    ['chatgpt-consultant-implementation-guide-for-enterprises', 'case-studies'], // + implementation, gpt-
    ['chatgpt-consultant-strategy-roadmap-2026', 'case-studies'], // + strategy, roadmap
    ['ai-consultants-in-the-financial-industry', 'case-studies'], // + industry
    ['consultant-led-gpt-model-fine-tuning', 'case-studies'], // + gpt-, model
    ['ai-consultant-seo-content-case-study', 'case-studies'], // + seo
    // rule 2: implementation, integration or workflow -> Implementation
    ['enterprise-ai-implementation-checklist', 'implementation'],
    ['chatgpt-integration-with-salesforce', 'implementation'], // + gpt-
    ['hr-workflow-automation-with-ai', 'implementation'],
    ['automating-customer-support-workflows-with-chatgpt', 'implementation'],
    ['ai-implementation-strategy-for-mid-sized-companies', 'implementation'], // + strategy
    ['workflow-automation-roadmap-with-gpt-agents', 'implementation'], // + roadmap, gpt-
    ['ai-implementation-in-the-healthcare-industry', 'implementation'], // + industry
    ['integration-of-deepseek-models-in-enterprise-stacks', 'implementation'], // + deepseek, model
    // rule 3: strategy, roadmap or planning -> AI Strategy
    ['building-an-enterprise-ai-strategy', 'ai-strategy'],
    ['ai-roadmap-for-the-first-100-days', 'ai-strategy'],
    ['ai-budget-planning-for-2027', 'ai-strategy'],
    ['ai-strategy-for-seo-teams', 'ai-strategy'], // + seo
    ['generative-ai-strategy-for-the-manufacturing-industry', 'ai-strategy'], // + industry
    ['chatgpt-strategy-for-customer-service-leaders', 'ai-strategy'], // + gpt-
    ['scenario-planning-with-large-language-models', 'ai-strategy'], // + model
    // rule 4: seo, market, fortune or industry -> Industry Insights
    ['technical-seo-for-ai-search-engines', 'industry-insights'],
    ['ai-market-trends-for-2027', 'industry-insights'],
    ['generative-ai-in-marketing-teams', 'industry-insights'], // 'market' inside 'marketing'
    ['how-fortune-500-companies-use-generative-ai', 'industry-insights'],
    ['ai-in-the-legal-industry', 'industry-insights'],
    ['chatgpt-for-seo-content-at-scale', 'industry-insights'], // + gpt-
    ['the-pharmaceutical-industry-and-ai-models', 'industry-insights'], // + model
    // rule 5: gpt-, deepseek, model or feature -> Technology
    ['gpt-5-capabilities-for-business', 'technology'],
    ['deepseek-r1-reasoning-explained', 'technology'],
    ['choosing-a-large-language-model-for-your-company', 'technology'],
    ['chatgpt-memory-feature-for-teams', 'technology'],
    ['chatgpt-enterprise-features-explained', 'technology'],
    ['deepseek-vs-chatgpt-for-enterprise', 'technology'],
    // rule 6: anything else -> AI Strategy
    ['what-is-chatgpt', 'ai-strategy'], // 'chatgpt' at the end: no 'gpt-'
    ['custom-gpts-for-internal-teams', 'ai-strategy'], // 'gpts-' is not 'gpt-'
    ['prompt-engineering-for-executives', 'ai-strategy'],
    ['ai-consulting-basics', 'ai-strategy'], // 'consulting' is not 'consultant'
  ])('%s -> %s', (slug, category) => {
    expect(categoryForSlug(slug)).toBe(category);
  });

  it('every rule decides at least one of the 84 slugs, and so does the fallback', () => {
    const counts = new Map<string, number>();
    for (const a of articles) counts.set(a.categoryId, (counts.get(a.categoryId) ?? 0) + 1);
    for (const id of categoryIds) expect(counts.get(id) ?? 0, id).toBeGreaterThanOrEqual(5);
    const fallbackOnly = articleSlugs.filter((s) => !/consultant|implementation|integration|workflow|strategy|roadmap|planning|seo|market|fortune|industry|gpt-|deepseek|model|feature/.test(s));
    expect(fallbackOnly.length).toBeGreaterThan(0);
    for (const s of fallbackOnly) expect(categoryForSlug(s)).toBe('ai-strategy');
  });

  it('is case-insensitive', () => {
    expect(categoryForSlug('Hire-A-Consultant')).toBe('case-studies');
  });
});

describe('the article model', () => {
  it('has 84 articles with ids = position + 1 and their own slugs', () => {
    expect(articles).toHaveLength(84);
    articles.forEach((a, i) => {
      expect(a.id).toBe(i + 1);
      expect(a.slug).toBe(articleSlugs[i]);
    });
  });

  it('features exactly the first 3', () => {
    expect(articles.filter((a) => a.featured).map((a) => a.id)).toEqual([1, 2, 3]);
  });

  it('marks the first 5 and every 7th (id % 7 === 0) as trending', () => {
    const expected = [1, 2, 3, 4, 5, 7, 14, 21, 28, 35, 42, 49, 56, 63, 70, 77, 84];
    expect(articles.filter((a) => a.trending).map((a) => a.id)).toEqual(expected);
    expect(isTrending(6)).toBe(false);
    expect(isTrending(8)).toBe(false);
    expect(isTrending(91)).toBe(true);
  });

  it('takes the longest vocabulary term at each word of the slug as a tag, skipping filler words, at most 4', () => {
    expect(tagsForSlug('how-fortune-500-companies-use-generative-ai')).toEqual(['fortune-500', 'generative-ai']);
    expect(tagsForSlug('chatgpt-integration-with-salesforce')).toEqual(['chatgpt', 'integration', 'salesforce']);
    expect(tagsForSlug('what-is-chatgpt')).toEqual(['chatgpt']);
    expect(getArticle('what-is-chatgpt')?.tags).toEqual(['chatgpt']);
    for (const a of articles) {
      expect(a.tags.length, a.slug).toBeGreaterThanOrEqual(1);
      expect(a.tags.length, a.slug).toBeLessThanOrEqual(4);
      expect(new Set(a.tags).size, a.slug).toBe(a.tags.length);
    }
    // Two tags or more, except for the two shortest questions.
    expect(articles.filter((a) => a.tags.length < 2).map((a) => a.slug).sort()).toEqual(['what-does-an-ai-consultant-do', 'what-is-chatgpt']);
  });

  it('rotates 10 authors and 8 images by position', () => {
    expect(new Set(articles.map((a) => a.author)).size).toBe(10);
    articles.forEach((a, i) => {
      expect(a.author).toBe(authors[i % 10].name);
      expect(a.authorTitleKey).toBe(authors[i % 10].titleKey);
      expect(a.image).toBe(`/images/articles/article-${(i % ARTICLE_IMAGE_COUNT) + 1}.svg`);
    });
  });

  it('dates every article 1 to 90 days before the content date, read times 5 to 14 minutes', () => {
    const content = Date.parse(`${CONTENT_DATE}T00:00:00Z`);
    for (const a of articles) {
      const days = (content - Date.parse(`${a.publishDate}T00:00:00Z`)) / 86_400_000;
      expect(days).toBeGreaterThanOrEqual(1);
      expect(days).toBeLessThanOrEqual(90);
      expect(a.readTime).toBeGreaterThanOrEqual(5);
      expect(a.readTime).toBeLessThanOrEqual(14);
    }
    // The hash spreads: not every article on the same day or with the same read time.
    expect(new Set(articles.map((a) => a.publishDate)).size).toBeGreaterThan(30);
    expect(new Set(articles.map((a) => a.readTime)).size).toBe(10);
  });

  it('capitalises the slug words for the English title, keeping AI, ChatGPT, SEO...', () => {
    expect(titleFromSlug('how-to-hire-a-chatgpt-consultant')).toBe('How To Hire A ChatGPT Consultant');
    expect(titleFromSlug('ai-strategy-for-seo-teams')).toBe('AI Strategy For SEO Teams');
    expect(titleFromSlug('gpt-5-capabilities-for-business')).toBe('GPT 5 Capabilities For Business');
  });

  it('finds an article by slug and nothing for an unknown one', () => {
    expect(getArticle('what-is-chatgpt')?.id).toBe(6);
    expect(getArticle('no-such-article')).toBeUndefined();
    expect(getArticle('article-not-found')).toBeUndefined();
  });
});

describe('relatedArticles', () => {
  it('gives up to 3 articles of the same category, never the article itself', () => {
    for (const a of articles) {
      const related = relatedArticles(a, articles);
      expect(related.length).toBeLessThanOrEqual(3);
      for (const r of related) {
        expect(r.categoryId).toBe(a.categoryId);
        expect(r.slug).not.toBe(a.slug);
      }
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

describe('determinism', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('builds byte-identical data twice, whatever the clock says', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const first = JSON.stringify(buildArticles());
    vi.setSystemTime(new Date('2031-07-19T13:37:00Z'));
    const second = JSON.stringify(buildArticles());
    expect(second).toBe(first);
    expect(JSON.stringify(articles)).toBe(first);
  });

  it('derives date and read time from the slug alone', () => {
    expect(publishDateFor('what-is-chatgpt')).toBe(publishDateFor('what-is-chatgpt'));
    // Pinned values: a change of the hash or of CONTENT_DATE changes every published date.
    expect(getArticle('what-is-chatgpt')).toMatchObject({ publishDate: '2026-10-31', readTime: 11 });
    expect(getArticle('chatgpt-consultant-implementation-guide-for-enterprises')).toMatchObject({ publishDate: '2026-08-21', readTime: 12 });
    expect(readTimeFor('multimodal-models-in-customer-service')).toBe(14);
  });
});
