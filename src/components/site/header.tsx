import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { localizedPath, type Locale } from '@/i18n/routing';
import { BookConsultationButton } from './book-consultation-button';
import { LanguageMenu } from './language-menu';
import { MobileMenu } from './mobile-menu';
import { Logo } from '@/components/ui/icons';
import { navItems } from './nav-items';

export async function Header({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'header' });
  const items = navItems(locale, (key) => t(`nav.${key}`));
  const names = { en: t('languages.en'), de: t('languages.de'), fr: t('languages.fr') };
  return (
    <header className="site-header">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 max-[399px]:px-3 sm:gap-4 sm:px-6 lg:px-8">
        <Link href={localizedPath('home', locale)} className="flex min-w-0 items-center gap-2.5 font-semibold tracking-tight max-[399px]:gap-2" aria-label={t('logoLabel')}>
          <Logo className="size-8 shrink-0" />
          {/* Below 400 px the header's padding and gaps narrow so the whole name fits at 360 px; a wider font shortens it, never widens the page. */}
          <span className="truncate text-base max-[359px]:sr-only sm:text-lg">ChatGPT Consultant</span>
        </Link>
        <nav aria-label={t('mainNav')} className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.key}>
                <Link href={item.href} className="nav-link">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          <LanguageMenu locale={locale} label={t('language')} names={names} />
          <div className="hidden sm:block">
            <BookConsultationButton size="sm">{t('bookConsultation')}</BookConsultationButton>
          </div>
          <MobileMenu items={items} labels={{ open: t('openMenu'), close: t('closeMenu'), title: t('menuTitle'), book: t('bookConsultation') }} />
        </div>
      </div>
    </header>
  );
}
