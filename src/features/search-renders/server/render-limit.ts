import 'server-only';
import { clientIp } from '@/server/client-ip';
import { siteLimiter, type Limiter } from '@/server/limits';
import { logFailure } from '@/server/log';
import { env, type Env } from '@/lib/env';
import { limitKey } from '@/lib/trust-proxy';

/** The window of SEARCH_RENDERS (renders per client address). */
const SEARCH_RENDER_WINDOW_MS = 10 * 60_000;

type HeaderSource = { get: (name: string) => string | null };

/**
 * Whether this client may have a search rendered for it now (a render costs what a hundred
 * prerendered pages do): SEARCH_RENDERS per client address in 10 minutes, counted in the database
 * (every instance, every restart); a client over it is known from memory (databaseLimiter). No
 * render on any doubt: the database failing, the limit at 0. The prerendered page is the answer
 * then, and the browser shows the query's view once its scripts run.
 */
export async function maySearchRender(headers: HeaderSource, { limiter = siteLimiter, now = Date.now(), config = env() }: { limiter?: Limiter; now?: number; config?: Env } = {}): Promise<boolean> {
  if (config.SEARCH_RENDERS === 0) return false;
  try {
    const decision = await limiter({ keys: [`search:${limitKey(clientIp(headers, config))}`], rule: { limit: config.SEARCH_RENDERS, windowMs: SEARCH_RENDER_WINDOW_MS }, now });
    return decision.allowed;
  } catch (error) {
    logFailure('[search] the render limit could not be read; the prerendered page answers:', error);
    return false;
  }
}
