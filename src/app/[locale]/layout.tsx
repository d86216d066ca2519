import type { Metadata, Viewport } from 'next';
import { Suspense } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { locales } from '@/i18n/routing';
import { initLocale, type LocalePageProps } from '@/i18n/locale';
import { clientNamespaces, pickNamespaces } from '@/i18n/messages';
import { analyticsScripts, env } from '@/lib/env';
import { localizedPath } from '@/i18n/routing';
import { ConsentBanner } from '@/components/site/consent-banner';
import { CONSENT_PROBE } from '@/components/site/consent';
import { Header } from '@/components/site/header';
import { Footer } from '@/components/site/footer';
import { PAGE_VIEW_SCRIPT } from '@/components/site/page-view';
import { PageViewTracker } from '@/components/site/page-view-tracker';
import { IMAGE_STATE_SCRIPT } from '@/components/ui/image';
import { ToastHost } from '@/components/ui/toast';
import { BookingHost } from '@/features/leads/booking-host';
import { NewsletterBox } from '@/features/leads/newsletter-box';
import { NewsletterStatus } from '@/features/leads/newsletter-status';
import { serviceCatalog } from '@/features/services/catalog';
import { trackRecordValues } from '@/features/services/track-record';
import { JsonLd, organizationJsonLd, websiteJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/seo/metadata';
import '../globals.css';

export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export const viewport: Viewport = { themeColor: '#0b1e3f', width: 'device-width', initialScale: 1 };

export async function generateMetadata({ params }: LocalePageProps & { children?: React.ReactNode }): Promise<Metadata> {
  const locale = initLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'meta' });
  return {
    metadataBase: new URL(env().SITE_URL),
    title: { default: t('fallbackTitle'), template: t('titleTemplate') },
    description: t('fallbackDescription', trackRecordValues(locale)),
    applicationName: t('siteName'),
    formatDetection: { telephone: false, email: false, address: false },
  };
}

export default async function LocaleLayout({ children, params }: LocalePageProps & { children?: React.ReactNode }) {
  const { locale: raw } = await params;
  const locale = initLocale(raw);
  const t = await getTranslations({ locale, namespace: 'header' });
  const tu = await getTranslations({ locale, namespace: 'ui' });
  const tm = await getTranslations({ locale, namespace: 'meta' });
  const tf = await getTranslations({ locale, namespace: 'footer' });
  const messages = pickNamespaces((await getMessages()) as Parameters<typeof pickNamespaces>[0], clientNamespaces);
  return (
    <html lang={locale} data-scroll-behavior="smooth">
      <body className="flex min-h-dvh flex-col antialiased">
        {/* First in the body, so it runs before anything is painted or any image is parsed (an
            explicit <head> would have React hydrate the head, where the after-paint loader
            appends Next's scripts). */}
        <script dangerouslySetInnerHTML={{ __html: `${CONSENT_PROBE};${IMAGE_STATE_SCRIPT};${PAGE_VIEW_SCRIPT}` }} />
        {/* React moves this link into the head. The browser paints nothing before it has parsed
            #page-end: a first frame of a half-parsed page (the header's language menu without its
            text, the consent banner without its buttons) grows on the next frame, a layout shift. */}
        <link rel="expect" href="#page-end" blocking="render" />
        <a href="#main" className="skip-link">
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider locale={locale} messages={messages}>
          {/* Early in the tab order, though it shows at the bottom of the screen: a keyboard
              reaches the choice before the page it covers. */}
          <ConsentBanner analyticsScripts={analyticsScripts()} policyHref={localizedPath('cookiePolicy', locale)} />
          <Header locale={locale} />
          <main id="main" className="flex-1">
            {children}
          </main>
          <Footer
            locale={locale}
            servicePages={serviceCatalog.map((s) => s.pageKey)}
            newsletter={<NewsletterBox locale={locale} tone="dark" title={tf('newsletterTitle')} text={tf('newsletterText')} />}
          />
          <ToastHost label={tu('notifications')} />
          <BookingHost />
          <Suspense fallback={null}>
            <NewsletterStatus />
          </Suspense>
        </NextIntlClientProvider>
        <span id="page-end" hidden />
        <JsonLd data={[organizationJsonLd(tm('fallbackDescription', trackRecordValues(locale))), websiteJsonLd(locale, absoluteUrl('home', locale))]} />
        <Suspense fallback={null}>
          <PageViewTracker />
        </Suspense>
      </body>
    </html>
  );
}
