import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { cn } from '@/lib/utils';
import { NewsletterForm } from './newsletter-form';

type Props = { locale: Locale; title: string; text: string; tone?: 'light' | 'dark' };

export async function NewsletterBox({ locale, title, text, tone = 'light' }: Props) {
  const t = await getTranslations({ locale, namespace: 'forms.newsletter' });
  return (
    <section aria-label={title} className={cn('rounded-xl p-5', tone === 'dark' ? 'bg-white/5 ring-1 ring-white/10' : 'bg-muted')}>
      <h2 className={cn('text-base font-semibold', tone === 'dark' ? 'text-white' : 'text-foreground')}>{title}</h2>
      <p className={cn('mt-1 text-sm', tone === 'dark' ? 'text-slate-300' : 'text-muted-foreground')}>{text}</p>
      <NewsletterForm locale={locale} tone={tone} labels={{ label: t('label'), placeholder: t('placeholder'), subscribe: t('subscribe') }} />
    </section>
  );
}
