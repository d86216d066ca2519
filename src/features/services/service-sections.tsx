import { Check, ShieldCheck } from '@/components/ui/icons';
import { cn } from '@/lib/utils';
import { BookConsultationButton } from '@/components/site/book-consultation-button';
import type { ServiceId } from './catalog';
import type { RiskImpact } from './service-pages';
import { IconTile, Section, cardClass } from './section';
import type { SectionView } from './service-page-view';

const gridColumns = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' } as const;

/**
 * Impact colours: critical red, high orange, otherwise yellow. The level is
 * always written out too, so the colour is never the only signal; text colours reach 4.5:1.
 */
export const impactStyles: Record<RiskImpact, { badge: string; stripe: string }> = {
  critical: { badge: 'bg-red-100 text-red-800 ring-red-300', stripe: 'border-l-red-600' },
  high: { badge: 'bg-orange-100 text-orange-900 ring-orange-300', stripe: 'border-l-orange-500' },
  medium: { badge: 'bg-yellow-100 text-yellow-900 ring-yellow-300', stripe: 'border-l-yellow-400' },
};

function CheckItem({ children }: { children: React.ReactNode }) {
  return (
    <li className="flex gap-3">
      <Check className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
      <span>{children}</span>
    </li>
  );
}

/** One content section of a service page, drawn according to its kind. */
export function ServiceSection({ section, serviceId, tone }: { section: SectionView; serviceId: ServiceId; tone: 'plain' | 'muted' }) {
  const id = `section-${section.key}`;
  return (
    <Section id={id} title={section.title} intro={section.intro} tone={tone}>
      <SectionBody section={section} serviceId={serviceId} />
    </Section>
  );
}

type Of<K extends SectionView['kind']> = Extract<SectionView, { kind: K }>;

function SectionBody({ section, serviceId }: { section: SectionView; serviceId: ServiceId }) {
  switch (section.kind) {
    case 'cards':
      return <Cards section={section} />;
    case 'steps':
      return <Steps section={section} />;
    case 'checklist':
      return <Checklist section={section} />;
    case 'metrics':
      return <Metrics section={section} />;
    case 'programs':
      return <Programs section={section} />;
    case 'risks':
      return <Risks section={section} />;
    case 'options':
      return <Options section={section} />;
    case 'tiers':
      return <Tiers section={section} serviceId={serviceId} />;
  }
}

/** Cards with an icon, a text and optional bullet points. */
function Cards({ section }: { section: Of<'cards'> }) {
  return (
    <ul className={cn('grid gap-6', gridColumns[section.columns])}>
      {section.items.map((item) => (
        <li key={item.key} className={cardClass}>
          <IconTile name={item.icon} />
          <h3 className="mt-4 text-lg font-semibold text-ink">{item.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{item.text}</p>
          {item.bullets.length > 0 && (
            <ul className="mt-4 space-y-2 text-sm">
              {item.bullets.map((b) => (
                <CheckItem key={b}>{b}</CheckItem>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Numbered phases, each with its duration or frequency and its tasks. */
function Steps({ section }: { section: Of<'steps'> }) {
  return (
    <ol className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
      {section.items.map((step) => (
        <li key={step.key} className={cn(cardClass, 'flex flex-col')}>
          <p className="text-sm font-semibold text-primary">{step.number}</p>
          <h3 className="mt-1 text-lg font-semibold text-ink">{step.title}</h3>
          {step.when && (
            <p className="mt-2 inline-flex w-fit gap-1 rounded-full bg-accent px-3 py-1 text-sm text-accent-foreground">
              <span>{step.when.label}</span>
              <span className="font-semibold">{step.when.value}</span>
            </p>
          )}
          <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{step.text}</p>
          {step.tasks.length > 0 && (
            <>
              <p className="mt-4 text-sm font-semibold text-ink">{section.tasksLabel}</p>
              <ul className="mt-2 space-y-2 text-sm">
                {step.tasks.map((task) => (
                  <CheckItem key={task}>{task}</CheckItem>
                ))}
              </ul>
            </>
          )}
        </li>
      ))}
    </ol>
  );
}

/** A checked list, or a row of badges. */
function Checklist({ section }: { section: Of<'checklist'> }) {
  if (section.style === 'badges') {
    return (
      <ul className="flex flex-wrap gap-3">
        {section.items.map((item) => (
          <li key={item} className="inline-flex items-center gap-2 rounded-full border bg-background px-4 py-2 text-sm font-semibold text-ink shadow-sm">
            <ShieldCheck className="size-4 text-brand" aria-hidden />
            {item}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="grid gap-4 text-base sm:grid-cols-2">
      {section.items.map((item) => (
        <CheckItem key={item}>{item}</CheckItem>
      ))}
    </ul>
  );
}

/** Large figures with a label and a line of text. */
function Metrics({ section }: { section: Of<'metrics'> }) {
  const count = section.items.length;
  // The figures fill their row: four, three or two side by side; a single one is a band across it.
  const columns = count >= 4 ? 'sm:grid-cols-2 lg:grid-cols-4' : count === 3 ? 'sm:grid-cols-3' : count === 2 ? 'sm:grid-cols-2' : '';
  return (
    <>
      <ul className={cn('grid gap-6', columns)}>
        {section.items.map((m) => (
          <li key={m.key} className={cn(cardClass, count === 1 && 'sm:flex sm:items-center sm:gap-10')}>
            <span className="block text-4xl font-bold tracking-tight text-brand sm:shrink-0">{m.value}</span>
            <span className="block">
              <span className={cn('mt-2 block font-semibold text-ink', count === 1 && 'sm:mt-0')}>{m.label}</span>
              <span className="mt-2 block text-sm leading-relaxed text-muted-foreground">{m.text}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-6 max-w-3xl text-sm text-muted-foreground">{section.basis}</p>
    </>
  );
}

function Programs({ section }: { section: Of<'programs'> }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {section.items.map((program) => (
        <li key={program.key} className={cardClass}>
          <div className="flex items-start gap-4">
            <IconTile name={program.icon} />
            <div>
              <h3 className="text-lg font-semibold text-ink">{program.title}</h3>
              {/* Label and value run as text, so that a long audience wraps on a phone. */}
              <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                <div>
                  <dt className="inline text-muted-foreground">{section.labels.duration}</dt>{' '}
                  <dd className="inline font-semibold text-ink">{program.duration}</dd>
                </div>
                <div>
                  <dt className="inline text-muted-foreground">{section.labels.audience}</dt>{' '}
                  <dd className="inline font-semibold text-ink">{program.audience}</dd>
                </div>
              </dl>
            </div>
          </div>
          <p className="mt-4 text-sm leading-relaxed text-muted-foreground">{program.text}</p>
          <p className="mt-4 text-sm font-semibold text-ink">{section.labels.topics}</p>
          <ul className="mt-2 grid gap-2 text-sm sm:grid-cols-2">
            {program.topics.map((topic) => (
              <CheckItem key={topic}>{topic}</CheckItem>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** Risks with their impact (colour and words) and their mitigation. */
function Risks({ section }: { section: Of<'risks'> }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {section.items.map((risk) => (
        <li key={risk.key} className={cn(cardClass, 'border-l-4', impactStyles[risk.impact].stripe)} data-impact={risk.impact}>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h3 className="text-lg font-semibold text-ink">{risk.title}</h3>
            <span className={cn('rounded-full px-3 py-1 text-xs font-bold ring-1 ring-inset', impactStyles[risk.impact].badge)}>{risk.impactText}</span>
          </div>
          <p className="mt-3 text-sm font-semibold text-ink">{section.mitigationLabel}</p>
          <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{risk.mitigation}</p>
        </li>
      ))}
    </ul>
  );
}

/** Options with an icon and their duration. */
function Options({ section }: { section: Of<'options'> }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {section.items.map((option) => (
        <li key={option.key} className={cn(cardClass, 'flex gap-4')}>
          <IconTile name={option.icon} />
          <div>
            <h3 className="text-lg font-semibold text-ink">{option.title}</h3>
            <p className="mt-1 text-sm">
              <span className="text-muted-foreground">{section.durationLabel} </span>
              <span className="font-semibold text-ink">{option.duration}</span>
            </p>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{option.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Price tiers, the most popular one marked (what the mark rests on below them), each with a booking button. */
function Tiers({ section, serviceId }: { section: Of<'tiers'>; serviceId: ServiceId }) {
  return (
    <>
      <ul className="grid gap-6 lg:grid-cols-3">
        {section.items.map((tier) => (
          <li
            key={tier.key}
            data-tier={tier.key}
            className={cn(cardClass, 'relative flex flex-col', tier.popular && 'border-primary ring-2 ring-primary')}
          >
            {tier.popular && (
              <p data-badge="" className="absolute -top-3.5 left-6 rounded-full bg-primary px-3 py-1 text-xs font-bold text-primary-foreground">{section.mostPopular}</p>
            )}
            <h3 className="text-xl font-semibold text-ink">{tier.name}</h3>
            <p className="mt-3 text-3xl font-bold tracking-tight text-ink">{tier.price}</p>
            <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{tier.text}</p>
            <ul className="mt-5 space-y-2 text-sm">
              {tier.features.map((f) => (
                <CheckItem key={f}>{f}</CheckItem>
              ))}
            </ul>
            <BookConsultationButton service={serviceId} variant={tier.popular ? 'hero' : 'outline'} className="mt-6 w-full">
              {tier.choose}
            </BookConsultationButton>
          </li>
        ))}
      </ul>
      <p className="mt-6 max-w-3xl text-sm text-muted-foreground">{section.mostPopularBasis}</p>
    </>
  );
}
