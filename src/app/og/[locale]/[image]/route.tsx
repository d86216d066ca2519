import { ImageResponse } from 'next/og';
import { getTranslations } from 'next-intl/server';
import { isLocale, locales, staticPageKeys, type Locale, type StaticPageKey } from '@/i18n/routing';
import { articleSlugs } from '@/features/news/slugs';
import { getLocalizedArticles } from '@/features/news/get-articles';
import { getArticle } from '@/features/news/articles';
import { OG_IMAGE_SIZE, ogImagePath } from '@/lib/seo/og-image';
import { env } from '@/lib/env';

// Every image is drawn once, at build time, into a static file: nothing is rendered per request.
export const dynamic = 'force-static';
export const dynamicParams = false;

type Params = { locale: string; image: string };

export function generateStaticParams(): Params[] {
  return locales.flatMap((locale) =>
    [...staticPageKeys.map((key) => ogImagePath(key, locale)), ...articleSlugs.map((slug) => ogImagePath('blogArticle', locale, { slug }))].map(
      (path) => ({ locale, image: path.split('/').at(-1)! }),
    ),
  );
}

/** The brand, the title and the line under it, in the page's language. */
async function texts(locale: Locale, image: string): Promise<{ brand: string; title: string; kicker: string } | null> {
  const meta = await getTranslations({ locale, namespace: 'meta' });
  const brand = meta('siteName');
  const name = image.replace(/\.png$/, '');
  if (name.startsWith('blog-')) {
    const record = getArticle(name.slice('blog-'.length));
    if (!record) return null;
    const article = (await getLocalizedArticles(locale)).articles[record.id - 1];
    return { brand, title: article.title, kicker: `${meta('pages.newsViews.heading')} · ${article.category}` };
  }
  if (!(staticPageKeys as readonly string[]).includes(name)) return null;
  const footer = await getTranslations({ locale, namespace: 'footer' });
  const key = name as StaticPageKey;
  return { brand, title: key === 'home' ? brand : meta(`pages.${key}.title`), kicker: footer('tagline') };
}

/** The one weight the bundled font has; narrow no-break spaces (French) drawn as no-break spaces. */
const printable = (text: string) => text.replace(/\u202f/g, '\u00a0');

export async function GET(_request: Request, { params }: { params: Promise<Params> }): Promise<Response> {
  const { locale, image } = await params;
  const content = isLocale(locale) ? await texts(locale, image) : null;
  if (!content) return new Response(null, { status: 404 });
  const host = new URL(env().SITE_URL).host;
  const size = content.title.length > 70 ? 54 : content.title.length > 40 ? 64 : 76;
  return new ImageResponse(
    (
      <div style={{ width: '100%', height: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'space-between', padding: '64px 72px', background: '#0b1f2a', color: '#fff' }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
          <svg width="64" height="64" viewBox="0 0 32 32">
            <rect width="32" height="32" rx="8" fill="#0f766e" />
            <path d="M16 6.5l2.3 5.6 6 .5-4.6 3.9 1.4 5.9L16 19.3l-5.1 3.1 1.4-5.9-4.6-3.9 6-.5z" fill="#fff" />
          </svg>
          <div style={{ fontSize: 36, letterSpacing: -0.5 }}>{content.brand}</div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
          <div style={{ width: 96, height: 8, borderRadius: 4, background: '#2dd4bf' }} />
          <div style={{ fontSize: size, lineHeight: 1.15, letterSpacing: -1, maxWidth: 1000 }}>{printable(content.title)}</div>
        </div>
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end', fontSize: 26, color: '#99f6e4' }}>
          <div style={{ maxWidth: 820 }}>{printable(content.kicker)}</div>
          <div style={{ color: '#cbd5e1' }}>{host}</div>
        </div>
      </div>
    ),
    { ...OG_IMAGE_SIZE, headers: { 'Cache-Control': 'public, max-age=86400' } },
  );
}
