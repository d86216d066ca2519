import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { PageHero } from '@/components/site/page-hero';
import { legalIdentity } from './identity';

const linkClass = 'font-medium text-primary underline underline-offset-2 hover:text-primary/80 print:text-inherit print:no-underline';

/** A phone number as a tel: URI ('+49 30 0000000' -> 'tel:+49300000000'). */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="border-t border-border pt-8 first:border-t-0 first:pt-0">
      <h2 className="text-xl font-semibold tracking-tight text-foreground">{title}</h2>
      <div className="mt-3 space-y-1">{children}</div>
    </section>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="sm:flex sm:gap-2">
      <dt className="font-medium text-foreground">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The legal notice (Impressum, mentions légales): who provides the site, who represents them,
 * how to reach them, their register entry and VAT number, who answers for the content, the
 * publication director and the host. The facts come from ./identity (configuration), the words
 * from messages/<locale>/legal.json.
 */
export async function LegalNotice({ locale }: { locale: Locale }) {
  const tm = await getTranslations({ locale, namespace: 'meta' });
  const t = await getTranslations({ locale, namespace: 'legal.notice' });
  const id = legalIdentity();
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(id.country) ?? id.country;
  // French sets a narrow no-break space before the colon.
  const label = (key: Parameters<typeof t>[0]) => `${t(key)}${locale === 'fr' ? '\u202f' : ''}:`;

  return (
    <>
      <PageHero title={tm('pages.legalNotice.heading')} intro={tm('pages.legalNotice.intro')} />
      <div className="mx-auto max-w-3xl space-y-8 px-4 py-12 text-base leading-7 text-foreground/90 sm:px-6 lg:px-8">
        <Section title={t('provider')}>
          <address className="not-italic">
            <strong className="font-semibold text-foreground">{id.name}</strong>
            <br />
            {id.street}
            <br />
            {id.postalCode} {id.city}
            <br />
            {country}
          </address>
          <dl className="mt-3 space-y-1">
            <Row label={label('legalForm')}>{id.legalForm}</Row>
            <Row label={label('shareCapital')}>{id.shareCapital}</Row>
            <Row label={label('representedBy')}>{id.representatives}</Row>
          </dl>
        </Section>
        <Section title={t('contact')}>
          <dl className="space-y-1">
            <Row label={label('email')}>
              <a href={`mailto:${id.email}`} className={`${linkClass} break-words`}>
                {id.email}
              </a>
            </Row>
            <Row label={label('phone')}>
              <a href={telHref(id.phone)} className={linkClass}>
                {id.phone}
              </a>
            </Row>
          </dl>
        </Section>
        <Section title={t('register')}>
          <dl className="space-y-1">
            <Row label={label('registerCourt')}>{id.registerCourt}</Row>
            <Row label={label('registerNumber')}>{id.registerNumber}</Row>
            <Row label={label('vatId')}>{id.vatId}</Row>
          </dl>
        </Section>
        <Section title={t('contentResponsible')}>
          <p>{id.contentResponsible}</p>
        </Section>
        <Section title={t('publicationDirector')}>
          <p>{id.publicationDirector}</p>
        </Section>
        <Section title={t('host')}>
          <p>
            {id.hostName}
            <br />
            {id.hostAddress}
          </p>
          <dl>
            <Row label={label('hostPhone')}>
              <a href={telHref(id.hostPhone)} className={linkClass}>
                {id.hostPhone}
              </a>
            </Row>
          </dl>
        </Section>
        <Section title={t('disputes')}>
          <p>{t('disputesText')}</p>
        </Section>
      </div>
    </>
  );
}
