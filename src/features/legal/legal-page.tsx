import { Children, type ReactNode } from 'react';
import Link from 'next/link';
import { getMessages, getTranslations } from 'next-intl/server';
import { localizedPath, type Locale } from '@/i18n/routing';
import { PageHero } from '@/components/site/page-hero';
import { legalDocuments, legalLastUpdated, sectionAnchor, type LegalPageKey } from './documents';
import { legalTranslator, plainTags, sectionBlocks, type LegalBlock, type LegalTag } from './section-content';
import { crmProcessor, legalIdentity, legalPlaceholders, transferBases, type LegalWords } from './identity';
import { env } from '@/lib/env';

const TOC_ID = 'contents';
const linkClass = 'font-medium text-primary underline underline-offset-2 hover:text-primary/80 print:text-inherit print:no-underline';

type Rich = (key: string) => ReactNode;

/** How each tag of a legal text renders: emphasis, a mail link, a link to a page of the site. */
function legalTagElements(locale: Locale): Record<LegalTag, (chunks: ReactNode) => ReactNode> {
  const link = (href: string, chunks: ReactNode) => (
    <Link prefetch={false} href={href} className={linkClass}>
      {chunks}
    </Link>
  );
  return {
    strong: (chunks) => <strong className="font-semibold text-foreground">{chunks}</strong>,
    mail: (chunks) => (
      <a href={`mailto:${Children.toArray(chunks).join('')}`} className={`${linkClass} break-words`}>
        {chunks}
      </a>
    ),
    privacyPolicy: (chunks) => link(localizedPath('privacyPolicy', locale), chunks),
    termsOfService: (chunks) => link(localizedPath('termsOfService', locale), chunks),
    cookiePolicy: (chunks) => link(localizedPath('cookiePolicy', locale), chunks),
    contactForm: (chunks) => link(`${localizedPath('home', locale)}#contact`, chunks),
  };
}

function Block({ block, text }: { block: LegalBlock; text: Rich }) {
  switch (block.kind) {
    case 'subheading':
      return <h3 className="mt-8 text-lg font-semibold text-foreground print:break-after-avoid">{text(block.key)}</h3>;
    case 'list':
      return (
        <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-muted-foreground">
          {block.items.map((item) => (
            <li key={item} className="pl-1 print:break-inside-avoid">
              {text(`${block.key}.${item}`)}
            </li>
          ))}
        </ul>
      );
    default:
      return <p className="mt-4">{text(block.key)}</p>;
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
  const legal = (await getMessages({ locale })).legal;
  const documentSections: Record<string, unknown> = legal[pageKey].sections;
  const identity = legalIdentity();
  const values = legalPlaceholders(identity, locale, legal as unknown as LegalWords, transferBases(), env().ANALYTICS !== 'none', crmProcessor());
  const legalText = legalTranslator(locale, legal, values);
  const tags = legalTagElements(locale);
  const sections = legalDocuments[pageKey].map((id) => {
    const text: Rich = (key) => legalText.rich(`${pageKey}.sections.${id}.${key}`, tags);
    // A list item that the configuration leaves empty (a processor that is not used) is left out.
    const blocks = sectionBlocks(documentSections[id], `${locale}.${pageKey}.${id}`).map((block) =>
      block.kind === 'list' ? { ...block, items: block.items.filter((item) => legalText.markup(`${pageKey}.sections.${id}.${block.key}.${item}`, plainTags).trim() !== '') } : block,
    );
    return { id, anchor: sectionAnchor(id), title: text('title'), text, blocks };
  });

  return (
    <>
      <PageHero title={tm(`pages.${pageKey}.heading`)} intro={t(`${pageKey}.summary`)} className="print:border-0">
        <p className="text-sm font-medium text-muted-foreground">
          <time dateTime={legalLastUpdated}>{t('lastUpdated')}</time>
        </p>
      </PageHero>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16 lg:px-8 print:block print:max-w-none print:px-0 print:py-6">
        <nav id={TOC_ID} aria-label={t('tocLabel')} className="lg:sticky lg:top-24 lg:self-start print:static print:mb-8">
          <h2 className="eyebrow text-muted-foreground print:text-black">{t('tocTitle')}</h2>
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
                <Block key={block.key} block={block} text={section.text} />
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
