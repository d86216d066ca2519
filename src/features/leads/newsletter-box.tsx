import type { Locale } from '@/i18n/routing';
import { cn } from '@/lib/utils';
import { NewsletterForm } from './newsletter-form';

type Props = { locale: Locale; title: string; text: string; tone?: 'light' | 'dark' };

/** The newsletter box (footer, news page). */
export async function NewsletterBox({ locale, title, text, tone = 'light' }: Props) {
  const headingId = `newsletter-title-${tone}`;
  return (
    <section aria-labelledby={headingId} lang={locale} className={cn('rounded-xl p-5', tone === 'dark' ? 'bg-white/5 ring-1 ring-white/10' : 'border bg-muted')}>
      <h2 id={headingId} className={cn('text-base font-semibold', tone === 'dark' ? 'text-white' : 'text-ink')}>
        {title}
      </h2>
      <p className={cn('mt-1 text-sm', tone === 'dark' ? 'text-slate-300' : 'text-muted-foreground')}>{text}</p>
      <NewsletterForm tone={tone} idSuffix={tone} />
    </section>
  );
}
