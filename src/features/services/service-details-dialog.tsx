'use client';

import * as React from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Tabs } from 'radix-ui';
import { CalendarCheck, Check, Download } from '@/components/ui/icons';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { openBooking } from '@/lib/booking-events';
import { briefFileName, briefText } from './brief';
import type { ServiceDetail } from './catalog-view';

export type ServiceDetailsDialogProps = {
  detail: ServiceDetail;
  pageHref: string;
};

type Props = ServiceDetailsDialogProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Learn More button: the dialog has no Radix Trigger (it is loaded later), so it says where focus returns. */
  returnFocusTo: React.RefObject<HTMLElement | null>;
};

const TABS = ['overview', 'benefits', 'process', 'deliverables', 'book', 'download'] as const;

/** Builds the brief in the browser and hands it to the browser's download manager. */
function downloadBrief(detail: ServiceDetail) {
  const blob = new Blob([briefText(detail.brief)], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = briefFileName(detail.brief);
  a.hidden = true;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoking at once can cancel the download in some browsers; a moment later is safe.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const tabClass =
  'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring';
const panelClass = 'mt-5 space-y-4 text-sm leading-relaxed focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring rounded-md';

/**
 * The Learn More dialog of a service: six tabs (Radix Tabs: arrow keys move between tabs),
 * focus trapped, Escape closes and focus returns to the Learn More button (Radix Dialog).
 * Loaded on first use by ServiceDetailsButton.
 */
export function ServiceDetailsDialog({ open, onOpenChange, detail, pageHref, returnFocusTo }: Props) {
  // Its words come from the services page's provider (serviceDialogNamespaces).
  const t = useTranslations('services');
  // Book Consultation closes this dialog first; the booking dialog opens once focus has
  // returned to the page, so it hands focus back to the Learn More button when it closes.
  const bookAfterClose = React.useRef(false);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('dialog.close')}
        className="max-w-3xl"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
          if (!bookAfterClose.current) return;
          bookAfterClose.current = false;
          openBooking({ service: detail.id });
        }}
      >
        <DetailsHeader detail={detail} />
        <Tabs.Root defaultValue="overview">
          <Tabs.List aria-label={t('dialog.tabsLabel')} className="flex flex-wrap gap-1 rounded-lg bg-muted p-1">
            {TABS.map((tab) => (
              <Tabs.Trigger key={tab} value={tab} className={tabClass}>
                {t(`dialog.tabs.${tab}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="overview" className={panelClass}>
            <Overview detail={detail} />
          </Tabs.Content>
          <Panel tab="benefits" title={t('dialog.benefitsTitle')}>
            <CheckList items={detail.benefits} />
          </Panel>
          <Panel tab="process" title={t('dialog.processTitle')}>
            <ProcessSteps steps={detail.process} />
          </Panel>
          <Panel tab="deliverables" title={t('dialog.deliverablesTitle')}>
            <CheckList items={detail.deliverables} />
            <p className="text-muted-foreground">{detail.investment}</p>
          </Panel>
          <Panel tab="book" title={t('dialog.bookTitle')}>
            <p className="text-muted-foreground">{t('dialog.bookText', { title: detail.title })}</p>
            <div className="flex flex-wrap items-center gap-4">
              <Button
                type="button"
                variant="hero"
                aria-haspopup="dialog"
                onClick={() => {
                  bookAfterClose.current = true;
                  onOpenChange(false);
                }}
              >
                <CalendarCheck aria-hidden />
                {t('dialog.bookButton')}
              </Button>
              <Link href={pageHref} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
                {t('dialog.viewPage')}
              </Link>
            </div>
          </Panel>
          <Panel tab="download" title={t('dialog.downloadTitle')}>
            <p className="text-muted-foreground">{t('dialog.downloadText', { title: detail.title })}</p>
            <Button type="button" variant="outline" onClick={() => downloadBrief(detail)}>
              <Download aria-hidden />
              {t('dialog.downloadButton')}
            </Button>
          </Panel>
        </Tabs.Root>
      </DialogContent>
    </Dialog>
  );
}

/** Category, title, subtitle, price range and duration. */
function DetailsHeader({ detail }: { detail: ServiceDetail }) {
  const t = useTranslations('services');
  return (
    <DialogHeader>
      <p className="eyebrow text-xs text-brand">{detail.categoryLabel}</p>
      <DialogTitle className="text-2xl">{detail.title}</DialogTitle>
      <DialogDescription>{detail.subtitle}</DialogDescription>
      <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div className="flex gap-1.5">
          <dt className="text-muted-foreground">{t('colon', { label: t('dialog.price') })}</dt>
          <dd className="font-semibold text-ink">{detail.priceRange}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-muted-foreground">{t('colon', { label: t('dialog.duration') })}</dt>
          <dd className="font-semibold text-ink">{detail.duration}</dd>
        </div>
      </dl>
    </DialogHeader>
  );
}

/** A tab's panel under its heading. */
function Panel({ tab, title, children }: { tab: (typeof TABS)[number]; title: string; children: React.ReactNode }) {
  return (
    <Tabs.Content value={tab} className={panelClass}>
      <h3 className="font-semibold text-ink">{title}</h3>
      {children}
    </Tabs.Content>
  );
}

/** The first tab: overview, full description, who it is for, timeframe and features. */
function Overview({ detail }: { detail: ServiceDetail }) {
  const t = useTranslations('services');
  return (
    <>
      <p className="text-foreground">{detail.overview}</p>
      <p className="text-muted-foreground">{detail.fullDescription}</p>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-lg border p-3">
          <dt className="font-semibold text-ink">{t('dialog.idealFor')}</dt>
          <dd className="mt-1 text-muted-foreground">{detail.idealFor}</dd>
        </div>
        <div className="rounded-lg border p-3">
          <dt className="font-semibold text-ink">{t('dialog.timeframe')}</dt>
          <dd className="mt-1 text-muted-foreground">{detail.timeframe}</dd>
        </div>
      </dl>
      <h3 className="font-semibold text-ink">{t('dialog.features')}</h3>
      <CheckList items={detail.features} />
    </>
  );
}

function ProcessSteps({ steps }: { steps: ServiceDetail['process'] }) {
  return (
    <ol className="space-y-3">
      {steps.map((step, i) => (
        <li key={step.title} className="flex gap-3">
          <span aria-hidden className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground">
            {i + 1}
          </span>
          <div>
            <p className="font-semibold text-ink">{step.title}</p>
            <p className="text-muted-foreground">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

function CheckList({ items }: { items: string[] }) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
