import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { PageHero } from '@/components/site/page-hero';
import { labelSeparator } from '@/features/leads/booking-message';
import { countryName, formatShareCapital, legalIdentity } from './identity';

const linkClass = 'font-medium text-primary underline underline-offset-2 hover:text-primary/80 print:text-inherit print:no-underline';

/** A phone number, dialled by a tel: URI without its spaces ('+49 30 0000000' -> 'tel:+49300000000'). */
function Phone({ number }: { number: string }) {
  return (
    <a href={`tel:${number.replace(/[^\d+]/g, '')}`} className={linkClass}>
      {number}
    </a>
  );
}

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
  const country = countryName(id, locale);
  // The colon as each language sets it (French: a narrow no-break space before it).
  const label = (key: Parameters<typeof t>[0], values?: { count: number }) => `${t(key, values)}${labelSeparator(locale).trimEnd()}`;
  // "Managing director" or "Managing directors": the names are separated by commas, "and", "und" or "et".
  const representativeCount = id.representatives.split(/\s*(?:,|;|\band\b|\bund\b|\bet\b|&)\s*/).filter(Boolean).length;

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
            <Row label={label('legalForm')}>{t(`forms.${id.legalForm}`)}</Row>
            <Row label={label(`shareCapital.${id.legalForm}`)}>{formatShareCapital(id, locale)}</Row>
            <Row label={label(`representatives.${id.legalForm}`, { count: representativeCount })}>{id.representatives}</Row>
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
              <Phone number={id.phone} />
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
              <Phone number={id.hostPhone} />
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
