import { getRequestConfig } from 'next-intl/server';
import { hasLocale } from 'next-intl';
import { routing } from './routing';
import { loadMessages } from './messages';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: await loadMessages(locale),
    timeZone: 'UTC',
    // A missing key, value or a broken message throws instead of printing its key: every page is
    // rendered at build time, so the build fails, naming the key, rather than ship a hole.
    onError: (error) => {
      throw error;
    },
  };
});
