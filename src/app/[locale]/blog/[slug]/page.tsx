import { notFound } from 'next/navigation';
import { initLocale } from '@/i18n/locale';

type Props = { params: Promise<{ locale: string; slug: string }> };

export const dynamicParams = false;

export function generateStaticParams(): Array<{ slug: string }> {
  return [];
}

export default async function BlogArticlePage({ params }: Props) {
  const { locale } = await params;
  initLocale(locale);
  notFound();
}
