import 'server-only';
import { env } from '@/lib/env';
import { isSiteServer } from '@/lib/site-server';
import { getDb, migrate } from '@/server/db/client';
import { startRetentionJob } from '@/server/retention';
import { startOutboxWorker } from '@/server/mail/outbox';
import { startWebhookWorker } from '@/server/webhooks/outbox';

/**
 * Server start (called by instrumentation.ts in the Node.js runtime): a bad configuration or a
 * database that cannot be migrated stops the server with a message that says why, instead of a
 * site that looks fine and loses every lead. `warnings` are the features' checks of their own
 * configuration (a legal notice still on its example values): printed, not fatal; `checks` are
 * the features' checks that stop the server (a holiday region the holiday data does not know).
 */
export async function startServer(warnings: ReadonlyArray<() => string | null> = [], checks: ReadonlyArray<() => string | null> = []): Promise<void> {
  // `next start` serves the build without the site's own server: no client address (every limit
  // would count one client, or whatever address a client names), no bound on bodies, no timeouts,
  // and `next start -H 127.0.0.1` loops on redirects. Refused, with the command that works.
  if (process.env.NODE_ENV === 'production' && process.env.NEXT_PHASE !== 'phase-production-build' && !isSiteServer()) {
    fatal(
      'This site is served by its own HTTP server, which gives the app each client\'s address, bounds request bodies and times out slow clients: start it with `npm start` (or `node --import tsx scripts/serve.ts` after `npm run build`), not with `next start`.',
    );
  }
  try {
    env();
  } catch (error) {
    fatal(error instanceof Error ? error.message : String(error));
  }
  for (const check of checks) {
    const problem = check();
    if (problem) fatal(`Invalid configuration:\n  ${problem}`);
  }
  for (const check of warnings) {
    const warning = check();
    if (warning) console.warn(warning);
  }
  try {
    await migrate();
  } catch (error) {
    const { DATABASE_URL, DATA_DIR } = env();
    const where = DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${DATA_DIR}/pglite`;
    fatal(`The database, ${where}, could not be opened or migrated: ${describe(error)}`);
  }
  startOutboxWorker();
  startWebhookWorker();
  startRetentionJob(getDb);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function fatal(message: string): never {
  console.error(`\n[startup] ${message}\n[startup] The server stops.\n`);
  process.exit(1);
}
