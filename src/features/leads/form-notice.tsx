'use client';

import { useLocale, useTranslations } from 'next-intl';
import { clsx } from 'clsx';
import { localizedPath, type Locale } from '@/i18n/routing';

const PLACEHOLDER = /(\{privacy\}|\{terms\})/;

/**
 * The line under a form, at the point of collection (Art. 13 GDPR): what the data is used for,
 * with links to the privacy policy and the terms that apply to the form. The message names
 * {privacy} and {terms} where each language puts them; each becomes a link to its page.
 */
export function FormNotice({ form, tone = 'light', className }: { form: 'booking' | 'contact' | 'newsletter'; tone?: 'light' | 'dark'; className?: string }) {
  const t = useTranslations('forms.notice');
  const locale = useLocale() as Locale;
  const links = {
    '{privacy}': { href: localizedPath('privacyPolicy', locale), label: t('privacyLink') },
    '{terms}': { href: localizedPath('termsOfService', locale), label: t('termsLink') },
  } as const;
  const linkClass = clsx('underline underline-offset-2', tone === 'dark' ? 'text-slate-200 hover:text-white' : 'text-foreground hover:text-primary');
  return (
    <p className={clsx('text-xs leading-relaxed', tone === 'dark' ? 'text-slate-400' : 'text-muted-foreground', className)}>
      {t.raw(form).split(PLACEHOLDER).map((part: string, i: number) => {
        const link = links[part as keyof typeof links];
        return link ? (
          <a key={i} href={link.href} className={linkClass}>
            {link.label}
          </a>
        ) : (
          part
        );
      })}
    </p>
  );
}
