import 'server-only';
import { chmodSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { env } from '@/lib/env';
import { logFailure } from '@/server/log';
import { restrictToOwner } from '@/lib/private-files';
import { openDatabase, type Db, type OpenDatabase } from './open';

export { migratePostgresLocked, type Db } from './open';
/** A transaction handle, accepted wherever a write must join the caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

type Handle = OpenDatabase & { migrated?: Promise<void> };

// One client per process, also across the module copies that dev-mode reloads create.
const store = globalThis as typeof globalThis & { __leadsDatabase?: Handle };

function open(): Handle {
  const { DATABASE_URL, DATA_DIR } = env();
  if (DATABASE_URL) return openDatabase({ url: DATABASE_URL, onIdleError: (error) => logFailure('[db] idle PostgreSQL client error', error) });
  // The database and the outbox hold personal data: DATA_DIR and what is in it are the server
  // user's alone (0700 folders, 0600 files).
  mkdirSync(DATA_DIR, { recursive: true, mode: 0o700 });
  chmodSync(DATA_DIR, 0o700);
  const dir = path.resolve(DATA_DIR, 'pglite');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const database = openDatabase({ dir, lockFile: path.resolve(DATA_DIR, 'pglite.lock') });
  return {
    ...database,
    migrate: async () => {
      await database.migrate();
      // The cluster is on disk now (created on the first start): whatever PGlite wrote, and what
      // an older version left, becomes the server user's alone.
      restrictToOwner(DATA_DIR);
    },
  };
}

function handle(): Handle {
  store.__leadsDatabase ??= open();
  return store.__leadsDatabase;
}

/** Applies the SQL migrations of drizzle/ once per process; a failed attempt is retried on the next call. */
export async function migrate(): Promise<void> {
  const h = handle();
  h.migrated ??= h.migrate().catch((error: unknown) => {
    h.migrated = undefined;
    throw error;
  });
  return h.migrated;
}

/** The migrated database. Throws (rejects) when the database cannot be reached. */
export async function getDb(): Promise<Db> {
  await migrate();
  return handle().db;
}

/** Closes the client (tests, scripts, shutdown); the next getDb() opens a new one from env(). */
export async function closeDb(): Promise<void> {
  const h = store.__leadsDatabase;
  store.__leadsDatabase = undefined;
  if (h) await h.close();
}
