// npm run content:check: reads and checks every article file (content/articles/<slug>/<locale>.md)
// as the build does, and lists every problem with its file and field; exit code 1 when any.
import { ContentError, readArticles } from '@/features/news/content';
import { locales } from '@/i18n/routing';

try {
  const articles = readArticles();
  const words = articles.flatMap((a) => locales.map((l) => a.texts[l].words));
  process.stdout.write(
    `content: ${articles.length} articles in ${locales.length} languages, ${Math.min(...words)}-${Math.max(...words)} words each, all files valid\n`,
  );
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exitCode = 1;
}
