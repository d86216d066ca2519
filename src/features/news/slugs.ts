/**
 * The fixed list of the 84 blog article slugs (spec section 3), in publication-list order:
 * an article's id is its position + 1, the first three are featured.
 * This module has no imports on purpose: scripts outside the app (proxy lists, checks) load it.
 */
export const articleSlugs = [
  'chatgpt-consultant-implementation-guide-for-enterprises',
  'building-an-enterprise-ai-strategy',
  'how-fortune-500-companies-use-generative-ai',
  'chatgpt-integration-with-salesforce',
  'gpt-5-capabilities-for-business',
  'what-is-chatgpt',
  'how-to-hire-a-chatgpt-consultant',
  'ai-roadmap-for-the-first-100-days',
  'enterprise-ai-implementation-checklist',
  'ai-adoption-in-the-insurance-industry',
  'deepseek-vs-chatgpt-for-enterprise',
  'prompt-engineering-for-executives',
  'ai-consultant-vs-in-house-team',
  'automating-customer-support-workflows-with-chatgpt',
  'chatgpt-strategy-for-customer-service-leaders',
  'ai-market-trends-for-2027',
  'choosing-a-large-language-model-for-your-company',
  'measuring-roi-of-generative-ai',
  'chatgpt-consultant-strategy-roadmap-2026',
  'chatgpt-api-integration-best-practices',
  'ai-budget-planning-for-2027',
  'generative-ai-in-marketing-teams',
  'chatgpt-enterprise-features-explained',
  'custom-gpts-for-internal-teams',
  'what-does-an-ai-consultant-do',
  'ai-implementation-strategy-for-mid-sized-companies',
  'generative-ai-strategy-for-the-manufacturing-industry',
  'chatgpt-for-seo-content-at-scale',
  'open-source-models-vs-proprietary-apis',
  'ai-ethics-and-responsible-use',
  'choosing-the-right-openai-consultant',
  'workflow-automation-roadmap-with-gpt-agents',
  'data-strategy-before-ai-adoption',
  'ai-in-the-legal-industry',
  'chatgpt-memory-feature-for-teams',
  'change-management-for-ai-adoption',
  'chatgpt-consultant-pricing-explained',
  'microsoft-teams-chatgpt-integration',
  'workforce-planning-in-the-age-of-ai',
  'european-ai-market-outlook',
  'gpt-4o-vision-use-cases',
  'training-employees-to-use-ai-assistants',
  'ai-consultants-in-the-financial-industry',
  'implementation-pitfalls-in-generative-ai-projects',
  'ai-strategy-for-seo-teams',
  'technical-seo-for-ai-search-engines',
  'deepseek-r1-reasoning-explained',
  'ai-governance-frameworks-explained',
  'freelance-ai-consultant-vs-agency',
  'crm-integration-for-ai-sales-assistants',
  'board-level-ai-roadmap-communication',
  'fortune-500-ai-spending-report',
  'fine-tuning-models-on-company-data',
  'building-an-ai-center-of-excellence',
  'chatgpt-consultant-case-study-retail-bank',
  'document-workflow-automation-in-legal-teams',
  'scenario-planning-with-large-language-models',
  'the-pharmaceutical-industry-and-ai-models',
  'new-chatgpt-features-for-enterprises',
  'reducing-hallucinations-in-ai-answers',
  'consultant-led-gpt-model-fine-tuning',
  'rag-implementation-for-internal-knowledge-bases',
  'ai-governance-strategy-for-regulated-sectors',
  'ai-market-sizing-for-consulting-firms',
  'small-language-models-on-premise',
  'ai-agents-explained-for-business-leaders',
  'questions-to-ask-an-ai-consultant',
  'integration-of-deepseek-models-in-enterprise-stacks',
  'product-roadmap-prioritisation-with-ai',
  'retail-industry-ai-use-cases',
  'chatgpt-advanced-data-analysis-guide',
  'knowledge-management-with-ai-assistants',
  'ai-consultant-seo-content-case-study',
  'hr-workflow-automation-with-ai',
  'ai-transformation-planning-for-smes',
  'local-seo-with-ai-assistants',
  'gpt-function-calling-for-developers',
  'securing-ai-assistants-against-prompt-injection',
  'ai-implementation-in-the-healthcare-industry',
  'erp-integration-for-ai-forecasting',
  'ai-pilot-to-production-playbook',
  'deepseek-security-considerations',
  'phased-implementation-of-ai-assistants',
  'multimodal-models-in-customer-service',
] as const;

export type ArticleSlug = (typeof articleSlugs)[number];

const slugSet: ReadonlySet<string> = new Set(articleSlugs);

/** True when `slug` is one of our 84 article slugs. */
export function isArticleSlug(slug: string): slug is ArticleSlug {
  return slugSet.has(slug);
}

/**
 * A reserved slug that is never an article: /blog/article-not-found is prerendered (in every
 * language) as the 404 'Article Not Found' page, so the proxy can answer any unknown /blog/{slug}
 * by rewriting it there (status 404, the visitor's URL unchanged).
 */
export const ARTICLE_NOT_FOUND_SLUG = 'article-not-found';
