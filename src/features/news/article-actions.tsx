'use client';

import * as React from 'react';
import { useTranslations } from 'next-intl';
import { Bookmark, BookmarkCheck, Share2 } from '@/components/ui/icons';
import { buttonVariants } from '@/components/ui/button-variants';
import { notify } from '@/components/ui/toast';
import { SAVED_ARTICLES_KEY, parseSavedArticles, toggleSavedArticle } from './saved-articles';

type Props = { slug: string; title: string; text: string };

/** Fired after this tab changes the list ('storage' only reaches the other tabs). */
const CHANGE_EVENT = 'saved-articles:change';
let readFailureLogged = false;

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** The stored list as a string (stable between reads); an unusable storage reads as empty. */
function readStored(): string | null {
  try {
    return window.localStorage.getItem(SAVED_ARTICLES_KEY);
  } catch (error) {
    if (!readFailureLogged) console.warn('Saved articles are not available:', error);
    readFailureLogged = true;
    return null;
  }
}

/** Share (the browser's share sheet, else copy the link) and Save (a saved list in localStorage). */
export function ArticleActions({ slug, title, text }: Props) {
  // Its texts come from a provider of their own (ArticlePage): blog.actions only.
  const t = useTranslations('blog.actions');
  // The server render (and the first client render) shows "not saved"; the browser's list follows.
  const stored = React.useSyncExternalStore(subscribe, readStored, () => null);
  const saved = React.useMemo(() => parseSavedArticles(stored).includes(slug), [stored, slug]);

  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to do. Any other failure: copy instead.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      notify({ title: t('linkCopiedTitle'), description: t('linkCopiedText') });
    } catch (error) {
      console.warn('Could not copy the article link:', error);
      notify({ title: t('shareFailedTitle'), description: t('shareFailedText'), variant: 'destructive' });
    }
  };

  const toggleSave = () => {
    try {
      const now = toggleSavedArticle(window.localStorage, slug);
      window.dispatchEvent(new Event(CHANGE_EVENT));
      notify(now ? { title: t('savedTitle'), description: t('savedText') } : { title: t('removedTitle') });
    } catch (error) {
      console.warn('Could not update the saved articles:', error);
      notify({ title: t('storageFailedTitle'), description: t('storageFailedText'), variant: 'destructive' });
    }
  };

  return (
    <div role="group" aria-label={t('label')} className="flex flex-wrap gap-2 print:hidden">
      <button type="button" className={buttonVariants({ variant: 'outline', size: 'sm' })} onClick={share}>
        <Share2 aria-hidden />
        {t('share')}
      </button>
      <button
        type="button"
        aria-pressed={saved}
        onClick={toggleSave}
        className={`${buttonVariants({ variant: 'outline', size: 'sm' })} aria-pressed:border-primary aria-pressed:bg-accent aria-pressed:text-accent-foreground`}
      >
        {saved ? <BookmarkCheck aria-hidden /> : <Bookmark aria-hidden />}
        {t('save')}
      </button>
    </div>
  );
}
