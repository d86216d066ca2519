import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { formNamespaces, pickNamespaces } from '@/i18n/messages';

/** Hands a lead form (contact, booking page) the texts it reads, on the pages that show one. */
export async function FormMessages({ children }: { children: React.ReactNode }) {
  const messages = pickNamespaces((await getMessages()) as Parameters<typeof pickNamespaces>[0], formNamespaces);
  return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>;
}
