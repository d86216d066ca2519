import Link from 'next/link';
import { Menu } from '@/components/ui/icons';
import { Sheet, SheetTrigger } from '@/components/ui/sheet';
import { BookConsultationButton } from './book-consultation-button';
import type { NavItem } from './nav-items';

type Props = { items: NavItem[]; labels: { open: string; close: string; title: string; book: string } };

/** The header holds one mobile menu: its dialog's id. */
const MENU_ID = 'site-menu';

/**
 * The hamburger and its side menu: a popover, which opens on the first tap with or without the
 * page's scripts and puts the focus on its first link. Choosing a link closes it.
 */
export function MobileMenu({ items, labels }: Props) {
  return (
    <>
      <SheetTrigger sheet={MENU_ID} className="inline-flex size-11 items-center justify-center rounded-md hover:bg-accent xl:hidden">
        <Menu className="size-6" aria-hidden />
        <span className="sr-only">{labels.open}</span>
      </SheetTrigger>
      <Sheet id={MENU_ID} labelledBy={`${MENU_ID}-title`} closeLabel={labels.close}>
        <h2 id={`${MENU_ID}-title`} className="text-lg font-semibold">
          {labels.title}
        </h2>
        <nav aria-label={labels.title}>
          <ul className="flex flex-col gap-1">
            {items.map((item, i) => (
              <li key={item.key}>
                <Link href={item.href} autoFocus={i === 0} className="sheet-link">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <BookConsultationButton size="lg" className="mt-2">
          {labels.book}
        </BookConsultationButton>
      </Sheet>
    </>
  );
}
