import { getTranslations } from 'next-intl/server';
import { Clock, Mail, ShieldCheck } from '@/components/ui/icons';
import type { Locale } from '@/i18n/routing';
import { ContactForm } from './contact-form';
import { FormMessages } from './form-messages';

/** The home page's #contact section: the contact form (lead capture). */
export async function ContactSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'forms.contact' });
  const points = [
    { icon: Clock, text: t('pointReply') },
    { icon: ShieldCheck, text: t('pointPrivacy') },
    { icon: Mail, text: t('pointEmail') },
  ];
  return (
    <section id="contact" aria-labelledby="contact-title" className="bg-muted py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[1fr_1.6fr] lg:px-8">
        <div>
          <p className="eyebrow text-brand">{t('eyebrow')}</p>
          <h2 id="contact-title" className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            {t('title')}
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">{t('description')}</p>
          <ul className="mt-8 space-y-4">
            {points.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-background text-brand shadow-sm">
                  <Icon className="size-5" aria-hidden />
                </span>
                <span className="pt-1.5 text-sm text-foreground">{text}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl border bg-background p-6 shadow-sm sm:p-8">
          <FormMessages>
            <ContactForm />
          </FormMessages>
        </div>
      </div>
    </section>
  );
}
