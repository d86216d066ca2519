import type { Locale } from '@/i18n/routing';
import { cn } from '@/lib/utils';

type Props = { locale: Locale; tone: 'light' | 'dark'; labels: { label: string; placeholder: string; subscribe: string } };

export function NewsletterForm({ locale, tone, labels }: Props) {
  const id = `newsletter-email-${tone}`;
  return (
    <form className="mt-4 flex flex-col gap-2 sm:flex-row" lang={locale}>
      <label htmlFor={id} className="sr-only">
        {labels.label}
      </label>
      <input
        id={id}
        name="email"
        type="email"
        required
        autoComplete="email"
        placeholder={labels.placeholder}
        className={cn('h-11 w-full min-w-0 rounded-md border px-3 text-base sm:flex-1', tone === 'dark' ? 'border-white/20 bg-white/10 text-white placeholder:text-slate-400' : 'border-input bg-background')}
      />
      <button type="submit" className="h-11 rounded-md bg-brand px-4 text-sm font-semibold text-white hover:brightness-110">
        {labels.subscribe}
      </button>
    </form>
  );
}
