import { useTranslations } from 'next-intl';
import { BookConsultationButton } from '@/components/site/book-consultation-button';
import type { HourlyRate } from './data';

type Props = {
  consultantId: string;
  consultantName: string;
  hourlyRate: HourlyRate;
  /** The rate range in the page's language and currency ("$150 – $250 per hour", "150–250 € pro Stunde"). */
  rateText: string;
};

/** The card's rate and booking box: the hourly rate and a button that books this consultant. */
export function RateWidget({ consultantId, consultantName, hourlyRate, rateText }: Props) {
  const t = useTranslations('consultants.card');
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-muted p-4"
      data-consultant={consultantId}
      data-rate-min={hourlyRate.min}
      data-rate-max={hourlyRate.max}
    >
      <div>
        <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t('hourlyRate')}</p>
        <p className="text-lg font-semibold text-ink">{rateText}</p>
      </div>
      <BookConsultationButton consultant={consultantId} consultantName={consultantName} variant="default" size="sm">
        {t('bookConsultation')}
        <span className="sr-only">: {consultantName}</span>
      </BookConsultationButton>
    </div>
  );
}
