import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { localizedPath, type Locale, type PageKey } from '@/i18n/routing';
import { footerBlogLinks } from '@/components/site/footer-links';
import { socialLinks } from '@/lib/seo/social-links';
import { Facebook, Instagram, LinkedIn, Logo, XTwitter, type IconComponent } from '@/components/ui/icons';
import { CONSENT_SETTINGS } from './consent';

const { industries: industryPaths, cities: cityPaths, blogSitemap: blogSitemapPath, caseStudy: caseStudyPath } = footerBlogLinks;

/** The footer's language links, in this order: /sv, /de, /fr, /, /es (sv and es live on the blog site). */
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
    <footer data-site-footer="" className="bg-brand-deep text-slate-300 print:hidden">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-[1.3fr_2fr]">
          <div className="space-y-6">
            <Link href={localizedPath('home', locale)} className="flex items-center gap-2.5 text-lg font-semibold text-white">
              <Logo className="size-8" />
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
        <div className="footer-bottom">
          <p className="text-sm">{t('copyright', { year: new Date().getFullYear() })}</p>
          <div className="flex items-center gap-2">
            <span className="sr-only">{t('follow')}</span>
            <ul className="flex items-center gap-2">
              {(Object.keys(socialLinks) as Array<keyof typeof socialLinks>).map((key) => {
                const Icon = socialIcons[key];
                return (
                  <li key={key}>
                    <a href={socialLinks[key]} rel="noopener" target="_blank" className="social-link">
                      <Icon className="size-4" />
                      <span className="sr-only">{t(`social.${key}`)}</span>
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
        </div>
      </div>
    </footer>
  );
}

/** Each network's mark, from the icon sprite (scripts/lib/site-marks.ts draws them). */
const socialIcons: Record<keyof typeof socialLinks, IconComponent> = { linkedin: LinkedIn, twitter: XTwitter, facebook: Facebook, instagram: Instagram };
