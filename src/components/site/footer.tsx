import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { localizedPath, type Locale, type PageKey } from '@/i18n/routing';
import { footerBlogLinks } from '@/components/site/footer-links';
import { socialLinks } from '@/lib/seo/social-links';
import { LogoMark } from './logo';
import { CONSENT_SETTINGS } from './consent';

const { industries: industryPaths, cities: cityPaths, blogSitemap: blogSitemapPath, caseStudy: caseStudyPath } = footerBlogLinks;

/** The spec's language paths, in its order: /sv, /de, /fr, /, /es (sv and es live on the blog site). */
const footerLanguagePaths = [
  { code: 'sv', path: footerBlogLinks.languages.sv },
  { code: 'de', path: localizedPath('home', 'de') },
  { code: 'fr', path: localizedPath('home', 'fr') },
  { code: 'en', path: localizedPath('home', 'en') },
  { code: 'es', path: footerBlogLinks.languages.es },
] as const;

const linkClass = 'footer-link'; // globals.css

function Column({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="eyebrow text-white">{title}</h2>
      <ul className="mt-4 space-y-2.5">{children}</ul>
    </div>
  );
}

type Props = {
  locale: Locale;
  /** The service pages, in the catalogue's order. */
  servicePages: readonly PageKey[];
  /** The newsletter sign-up (a feature: the layout hands it in). */
  newsletter: React.ReactNode;
};

export async function Footer({ locale, servicePages, newsletter }: Props) {
  const t = await getTranslations({ locale, namespace: 'footer' });
  const tm = await getTranslations({ locale, namespace: 'meta' });
  return (
    <footer className="bg-brand-deep text-slate-300 print:hidden">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-[1.3fr_2fr]">
          <div className="space-y-6">
            <Link href={localizedPath('home', locale)} className="flex items-center gap-2.5 text-lg font-semibold text-white">
              <LogoMark className="size-8" />
              ChatGPT Consultant
            </Link>
            <p className="max-w-sm text-sm leading-relaxed">{t('tagline')}</p>
            {newsletter}
          </div>
          <div className="grid grid-cols-2 gap-8 sm:grid-cols-3">
            <Column title={t('services')}>
              {servicePages.map((key) => (
                <li key={key}>
                  <Link prefetch={false} href={localizedPath(key, locale)} className={linkClass}>
                    {tm(`pages.${key}.heading`)}
                  </Link>
                </li>
              ))}
            </Column>
            <Column title={t('industries')}>
              {Object.entries(industryPaths).map(([key, path]) => (
                <li key={key}>
                  <a href={path} className={linkClass}>
                    {t(`industryLinks.${key as keyof typeof industryPaths}`)}
                  </a>
                </li>
              ))}
            </Column>
            <Column title={t('cities')}>
              {Object.entries(cityPaths).map(([key, path]) => (
                <li key={key}>
                  <a href={path} className={linkClass}>
                    {t(`cityLinks.${key as keyof typeof cityPaths}`)}
                  </a>
                </li>
              ))}
            </Column>
            <Column title={t('resources')}>
              <li>
                <Link prefetch={false} href={localizedPath('findConsultant', locale)} className={linkClass}>
                  {t('findConsultant')}
                </Link>
              </li>
              <li>
                <Link prefetch={false} href={localizedPath('newsViews', locale)} className={linkClass}>
                  {t('newsViews')}
                </Link>
              </li>
              <li>
                <a href={blogSitemapPath} className={linkClass}>
                  {t('blogSitemap')}
                </a>
              </li>
              <li>
                <a href={caseStudyPath} className={linkClass}>
                  {t('caseStudy')}
                </a>
              </li>
            </Column>
            <Column title={t('legal')}>
              {(['legalNotice', 'privacyPolicy', 'termsOfService', 'cookiePolicy'] as const).map((key) => (
                <li key={key}>
                  <Link prefetch={false} href={localizedPath(key, locale)} className={linkClass}>
                    {t(key)}
                  </Link>
                </li>
              ))}
              <li>
                <a href={`${localizedPath('cookiePolicy', locale)}#managing-cookies`} {...{ [CONSENT_SETTINGS]: '' }} className={linkClass}>
                  {t('cookieSettings')}
                </a>
              </li>
            </Column>
            <Column title={t('languages')}>
              {footerLanguagePaths.map(({ code, path }) => (
                <li key={code}>
                  <a href={path} hrefLang={code} lang={code} className={linkClass}>
                    {t(`languageLinks.${code}`)}
                  </a>
                </li>
              ))}
            </Column>
          </div>
        </div>
        <div className="mt-12 flex flex-col-reverse items-start justify-between gap-6 border-t border-white/15 pt-8 sm:flex-row sm:items-center">
          <p className="text-sm">{t('copyright', { year: new Date().getFullYear() })}</p>
          <div className="flex items-center gap-2">
            <span className="sr-only">{t('follow')}</span>
            <ul className="flex items-center gap-2">
              {(Object.keys(socialLinks) as Array<keyof typeof socialLinks>).map((key) => (
                <li key={key}>
                  <a href={socialLinks[key]} rel="noopener" target="_blank" className="social-link">
                    <SocialIcon name={key} />
                    <span className="sr-only">{t(`social.${key}`)}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </footer>
  );
}

/** Brand marks drawn inline (lucide has no brand icons). */
function SocialIcon({ name }: { name: keyof typeof socialLinks }) {
  const paths: Record<typeof name, string> = {
    linkedin: 'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4V21H3zM9.5 9.75h3.8v1.6h.05c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.78 2.65 4.78 6.1V21h-4v-5c0-1.2-.02-2.73-1.66-2.73-1.67 0-1.92 1.3-1.92 2.64V21h-4z',
    twitter: 'M18.9 2H22l-7.5 8.6L23.3 22h-6.9l-5.4-7-6.2 7H1.7l8-9.2L1.2 2h7l4.9 6.4zm-1.2 18h1.9L7.1 3.9H5.1z',
    facebook: 'M14 8.5V6.8c0-.8.2-1.3 1.4-1.3H17V2.2c-.3 0-1.3-.2-2.5-.2-2.5 0-4.2 1.5-4.2 4.3v2.2H7.5v3.7h2.8V22H14v-9.8h2.8l.4-3.7z',
    instagram: 'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0 8.2a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4zM17.3 5.5a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4zM12 3.8c2.7 0 3 0 4 .1 2.7.1 4 1.4 4.1 4.1.1 1 .1 1.3.1 4s0 3-.1 4c-.1 2.7-1.4 4-4.1 4.1-1 .1-1.3.1-4 .1s-3 0-4-.1c-2.7-.1-4-1.4-4.1-4.1-.1-1-.1-1.3-.1-4s0-3 .1-4C3.9 5.3 5.3 4 8 3.9c1-.1 1.3-.1 4-.1zM12 2C9.3 2 8.9 2 7.9 2.1 4.2 2.2 2.2 4.2 2.1 7.9 2 8.9 2 9.3 2 12s0 3.1.1 4.1c.1 3.7 2.1 5.7 5.8 5.8 1 .1 1.4.1 4.1.1s3.1 0 4.1-.1c3.7-.1 5.7-2.1 5.8-5.8.1-1 .1-1.4.1-4.1s0-3.1-.1-4.1c-.1-3.7-2.1-5.7-5.8-5.8C15.1 2 14.7 2 12 2z',
  };
  return (
    <svg viewBox="0 0 24 24" className="size-4 fill-current" aria-hidden focusable="false">
      <path d={paths[name]} />
    </svg>
  );
}
