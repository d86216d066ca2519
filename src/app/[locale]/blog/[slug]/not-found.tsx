import { ArticleNotFound } from '@/features/news/article-not-found';

/** An unknown /blog/{slug}: the proxy rewrites it to the prerendered /blog/article-not-found (404). */
export default function NotFound() {
  return <ArticleNotFound />;
}
