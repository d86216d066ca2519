import 'server-only';
import { env } from '@/lib/env';
import { getDb, migrate } from '@/server/db/client';
import { startRetentionJob } from '@/server/retention';
import { startOutboxWorker } from '@/server/mail/outbox';
import { exampleIdentityWarning } from '@/features/legal/identity';

/**
 * Server start (called by instrumentation.ts in the Node.js runtime): a bad configuration or a
 * database that cannot be migrated stops the server with a message that says why, instead of a
 * site that looks fine and loses every lead.
 */
export async function startServer(): Promise<void> {
  try {
    env();
  } catch (error) {
    fatal(error instanceof Error ? error.message : String(error));
  }
  const warning = exampleIdentityWarning();
  if (warning) console.warn(warning);
  try {
    await migrate();
  } catch (error) {
    const { DATABASE_URL, DATA_DIR } = env();
    const where = DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${DATA_DIR}/pglite`;
    fatal(`The database, ${where}, could not be opened or migrated: ${describe(error)}`);
  }
  startOutboxWorker();
  startRetentionJob(getDb);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function fatal(message: string): never {
  console.error(`\n[startup] ${message}\n[startup] The server stops.\n`);
  process.exit(1);
}
