import type { BlogTranslator } from './localize';
import type { CategoryId } from './articles';

const four = ['0', '1', '2', '3'] as const;

type Props = { t: BlogTranslator; title: string; category: string; categoryId: CategoryId };

/**
 * The article text: five sections (Key Insights, Best Practices, Implementation Strategy, Key
 * Takeaways, Conclusion) from templates of the 'blog' namespace, with the article's title and
 * category filled in, and a paragraph on the article's category.
 */
export function ArticleBody({ t, title, category, categoryId }: Props) {
  const values = { title, category };
  return (
    <div className="article-body space-y-12 text-lg leading-relaxed text-foreground/90" data-testid="article-body">
      <section aria-labelledby="key-insights">
        <h2 id="key-insights" className="text-2xl font-bold tracking-tight text-ink">
          {t('body.keyInsights.title')}
        </h2>
        <p className="mt-4">{t('body.keyInsights.p1', values)}</p>
        <p className="mt-4">{t(`body.focus.${categoryId}`)}</p>
        <p className="mt-4 font-semibold text-ink">{t('body.keyInsights.listIntro')}</p>
        <ul className="mt-3 list-disc space-y-2 pl-6 marker:text-brand">
          {four.map((i) => (
            <li key={i}>{t(`body.keyInsights.list.${i}`)}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="best-practices">
        <h2 id="best-practices" className="text-2xl font-bold tracking-tight text-ink">
          {t('body.bestPractices.title')}
        </h2>
        <p className="mt-4">{t('body.bestPractices.p1', values)}</p>
        <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-brand">
          {four.map((i) => (
            <li key={i}>{t(`body.bestPractices.list.${i}`)}</li>
          ))}
        </ul>
        <p className="mt-4">{t('body.bestPractices.p2')}</p>
      </section>

      <section aria-labelledby="implementation-strategy">
        <h2 id="implementation-strategy" className="text-2xl font-bold tracking-tight text-ink">
          {t('body.implementationStrategy.title')}
        </h2>
        <p className="mt-4">{t('body.implementationStrategy.p1', values)}</p>
        <ol className="mt-4 list-decimal space-y-2 pl-6 marker:font-semibold marker:text-brand">
          {four.map((i) => (
            <li key={i}>{t(`body.implementationStrategy.steps.${i}`)}</li>
          ))}
        </ol>
        <p className="mt-4">{t('body.implementationStrategy.p2')}</p>
      </section>

      <section aria-labelledby="key-takeaways" className="rounded-xl border bg-muted p-6 sm:p-8">
        <h2 id="key-takeaways" className="text-2xl font-bold tracking-tight text-ink">
          {t('body.keyTakeaways.title')}
        </h2>
        <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-brand">
          {four.map((i) => (
            <li key={i}>{t(`body.keyTakeaways.list.${i}`)}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="conclusion">
        <h2 id="conclusion" className="text-2xl font-bold tracking-tight text-ink">
          {t('body.conclusion.title')}
        </h2>
        <p className="mt-4">{t('body.conclusion.p1', values)}</p>
      </section>
    </div>
  );
}
