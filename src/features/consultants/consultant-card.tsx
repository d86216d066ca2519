import { memo } from 'react';
import { useTranslations } from 'next-intl';
import { Award, BadgeCheck, Briefcase, CalendarClock, MapPin, Star } from '@/components/ui/icons';
import { SmartImage } from '@/components/ui/image';
import { ContactReveal } from './contact-reveal';
import type { ConsultantCardData } from './directory-types';
import { RateWidget } from './rate-widget';

type Props = { consultant: ConsultantCardData; eager?: boolean };

/**
 * A consultant of the directory (a client component: the directory filters and sorts the cards).
 * Memoised: the directory renders again as it becomes interactive, and on every keystroke of its
 * search; a card whose consultant is the same renders nothing new.
 */
export const ConsultantCard = memo(function ConsultantCard({ consultant: c, eager = false }: Props) {
  const t = useTranslations('consultants.card');
  const ui = useTranslations('ui');
  const nameId = `consultant-${c.id}-name`;
  // Each text comes in the page's language first (then in English, for the search).
  const [title] = c.titles;
  const [location] = c.locations;
  return (
    <article aria-labelledby={nameId} className="flex h-full flex-col rounded-xl border bg-card p-5 shadow-sm [contain-intrinsic-block-size:auto_42rem] [content-visibility:auto] sm:p-6" data-consultant-id={c.id}>
      <div className="flex gap-4">
        <div className="relative shrink-0 self-start">
          <SmartImage
            src={c.image}
            alt={c.photoAlt}
            width={80}
            height={80}
            loading={eager ? 'eager' : 'lazy'}
            unavailableLabel={ui('imageNotAvailable')}
            wrapperClassName="size-20 rounded-full"
            className="size-20 rounded-full object-cover"
          />
          {c.verified && (
            <span className="absolute -bottom-1 -right-1 rounded-full bg-background p-0.5" title={t('verified')}>
              <BadgeCheck className="size-6 fill-brand text-white" aria-hidden />
              <span className="sr-only">{t('verified')}</span>
            </span>
          )}
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 id={nameId} className="text-lg font-semibold tracking-tight text-ink">
              {c.name}
            </h3>
            {c.topRated && (
              <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                <Award className="size-3.5" aria-hidden />
                {t('topRated')}
              </span>
            )}
          </div>
          <p className="text-sm text-muted-foreground">{title}</p>
          <p className="mt-1 flex items-center gap-1.5 text-sm">
            <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden />
            <span className="sr-only">{c.ratingLabel}</span>
            <span aria-hidden className="font-semibold text-ink">
              {c.ratingText}
            </span>
            <span className="text-muted-foreground">({c.reviews})</span>
          </p>
        </div>
      </div>

      <dl className="mt-4 grid gap-2 text-sm text-muted-foreground sm:grid-cols-2">
        <div>
          <dt className="sr-only">{t('location')}</dt>
          <dd className="flex items-center gap-2">
            <MapPin className="size-4 shrink-0 text-brand" aria-hidden />
            {location}
          </dd>
        </div>
        <div>
          <dt className="sr-only">{t('experienceLabel')}</dt>
          <dd className="flex items-center gap-2">
            <Briefcase className="size-4 shrink-0 text-brand" aria-hidden />
            {c.experience}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="sr-only">{t('availabilityLabel')}</dt>
          <dd className={c.availabilityId === 'available-now' ? 'flex items-center gap-2 font-medium text-emerald-800' : 'flex items-center gap-2'}>
            <CalendarClock className="size-4 shrink-0 text-brand" aria-hidden />
            {c.availability}
          </dd>
        </div>
      </dl>

      <p className="mt-4 line-clamp-2 text-sm leading-relaxed text-foreground">{c.description}</p>

      <ul aria-label={t('specialties')} className="mt-4 flex flex-wrap gap-2">
        {c.specialties.map((id, i) => (
          <li key={id} className="rounded-full bg-accent px-2.5 py-1 text-xs font-medium text-accent-foreground">
            {c.specialtyNames[i]}
          </li>
        ))}
      </ul>

      <div className="mt-auto grid gap-3 pt-5">
        <RateWidget consultantId={c.id} consultantName={c.name} hourlyRate={c.hourlyRate} rateText={c.rateText} />
        <ContactReveal id={c.id} name={c.name} />
      </div>
    </article>
  );
});
