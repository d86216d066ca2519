import Link from 'next/link';
import { getMessages, getTranslations } from 'next-intl/server';
import { localizedPath, type Locale } from '@/i18n/routing';
import { PageHero } from '@/components/site/page-hero';
import { legalDocuments, legalLastUpdated, sectionAnchor, type LegalPageKey } from './documents';
import { parseSection, richSegments, type LegalBlock, type LegalTag } from './section-content';
import { legalIdentity, legalPlaceholders } from './identity';

const TOC_ID = 'contents';
const linkClass = 'font-medium text-primary underline underline-offset-2 hover:text-primary/80 print:text-inherit print:no-underline';

function RichText({ source, locale }: { source: string; locale: Locale }) {
  const pageLink = (tag: Exclude<LegalTag, 'strong' | 'mail' | 'contactForm'>) => localizedPath(tag, locale);
  return richSegments(source).map((segment, i) => {
    if (typeof segment === 'string') return segment;
    const { tag, text } = segment;
    switch (tag) {
      case 'strong':
        return (
          <strong key={i} className="font-semibold text-foreground">
            {text}
          </strong>
        );
      case 'mail':
        return (
          <a key={i} href={`mailto:${text}`} className={`${linkClass} break-words`}>
            {text}
          </a>
        );
      case 'contactForm':
        return (
          <Link key={i} prefetch={false} href={`${localizedPath('home', locale)}#contact`} className={linkClass}>
            {text}
          </Link>
        );
      default:
        return (
          <Link key={i} prefetch={false} href={pageLink(tag)} className={linkClass}>
            {text}
          </Link>
        );
    }
  });
}

function Block({ block, locale }: { block: LegalBlock; locale: Locale }) {
  switch (block.kind) {
    case 'subheading':
      return <h3 className="mt-8 text-lg font-semibold text-foreground print:break-after-avoid">{block.text}</h3>;
    case 'list':
      return (
        <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-muted-foreground">
          {block.items.map((item) => (
            <li key={item.key} className="pl-1 print:break-inside-avoid">
              <RichText source={item.text} locale={locale} />
            </li>
          ))}
        </ul>
      );
    default:
      return (
        <p className="mt-4">
          <RichText source={block.text} locale={locale} />
        </p>
      );
  }
}

/**
 * A legal document (privacy policy, terms of service, cookie policy): title, last-updated line,
 * a table of contents, then each section in the order of `legalDocuments`. Readable measure,
 * and printable: the site's header and footer are hidden in print, so are the in-page helpers.
 */
export async function LegalPage({ pageKey, locale }: { pageKey: LegalPageKey; locale: Locale }) {
  const tm = await getTranslations({ locale, namespace: 'meta' });
  const t = await getTranslations({ locale, namespace: 'legal' });
  const documentSections: Record<string, unknown> = (await getMessages({ locale })).legal[pageKey].sections;
  const identity = legalIdentity();
  const values = legalPlaceholders(identity, locale, t(`governingLaw.${identity.governingLaw}`));
  const sections = legalDocuments[pageKey].map((id) => ({
    id,
    anchor: sectionAnchor(id),
    ...parseSection(documentSections[id], `${locale}.${pageKey}.${id}`, values),
  }));

  return (
    <>
      <PageHero title={tm(`pages.${pageKey}.heading`)} intro={t(`${pageKey}.summary`)} className="print:border-0">
        <p className="text-sm font-medium text-muted-foreground">
          <time dateTime={legalLastUpdated}>{t('lastUpdated')}</time>
        </p>
      </PageHero>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16 lg:px-8 print:block print:max-w-none print:px-0 print:py-6">
        <nav id={TOC_ID} aria-label={t('tocLabel')} className="lg:sticky lg:top-24 lg:self-start print:static print:mb-8">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-muted-foreground print:text-black">{t('tocTitle')}</h2>
          <ol className="mt-4 space-y-1 border-l border-border text-sm">
            {sections.map((section, i) => (
              <li key={section.id}>
                <a
                  href={`#${section.anchor}`}
                  className="-ml-px block border-l-2 border-transparent py-1.5 pl-4 text-muted-foreground hover:border-primary hover:text-foreground print:py-0.5 print:text-black print:no-underline"
                >
                  <span className="tabular-nums">{i + 1}.</span> {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="mt-12 max-w-prose text-base leading-7 text-foreground/90 lg:mt-0 print:max-w-none print:text-[11pt] print:leading-normal print:text-black">
          {sections.map((section, i) => (
            <section
              key={section.id}
              id={section.anchor}
              aria-labelledby={`${section.anchor}-title`}
              className="mt-10 border-t border-border pt-10 first:mt-0 first:border-t-0 first:pt-0 print:mt-6 print:pt-6"
            >
              <h2 id={`${section.anchor}-title`} className="text-2xl font-semibold tracking-tight text-balance text-foreground print:break-after-avoid print:text-black">
                <span className="tabular-nums text-muted-foreground print:text-black">{i + 1}.</span> {section.title}
              </h2>
              {section.blocks.map((block) => (
                <Block key={block.key} block={block} locale={locale} />
              ))}
              <p className="mt-6 text-sm print:hidden">
                <a href={`#${TOC_ID}`} className="text-muted-foreground underline underline-offset-2 hover:text-foreground">
                  {t('backToTop')}
                </a>
              </p>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
