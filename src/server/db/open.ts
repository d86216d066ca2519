import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockPglite } from '@/lib/pid-lock';
import * as schema from './schema';

// Opening a database, for the server (client.ts, one per process) and the command-line tools
// (scripts/lib/database.ts): one driver choice, one schema, one set of migrations.

/** The database, whichever driver is underneath (PGlite by default, PostgreSQL with DATABASE_URL). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type OpenDatabase = {
  db: Db;
  /** Brings the schema up to date with drizzle/ (instances take turns on PostgreSQL). */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

/** PostgreSQL at `url` (a pool; `onIdleError` hears a dropped idle client), or PGlite in `dir`, held with `lockFile` when given. */
export type DatabaseTarget =
  | { url: string; poolSize?: number; onIdleError?: (error: Error) => void }
  | { dir: string; lockFile?: string };

const MIGRATIONS_FOLDER = path.join(process.cwd(), 'drizzle');

/**
 * How long a query waits for one of the pool's clients, or for a new connection, before it fails.
 * Lead writes queue behind one another (the site-wide acknowledgement cap is one lock), so in a
 * burst a request waits its turn: 50 leads at once took up to 3 s on the test machine, and over 5 s
 * with a build beside it, where the old 5 s limit refused one lead. Waiting is better than losing
 * it; 15 s is still half the server's idle-socket timeout (REQUEST_TIMEOUT, 30 s), so the visitor
 * gets an answer (the failure notice, with the form kept) when the database is unreachable.
 */
export const POOL_WAIT_MS = 15_000;

export function openDatabase(target: DatabaseTarget): OpenDatabase {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 5, connectionTimeoutMillis: POOL_WAIT_MS });
    // An idle client dropped by the server must not crash the process; the next query reconnects.
    pool.on('error', (error) => target.onIdleError?.(error));
    return { db: drizzlePostgres(pool, { schema }), migrate: () => migratePostgresLocked(pool), close: () => pool.end() };
  }
  const release = target.lockFile ? lockPglite(target.lockFile) : () => {};
  const client = new PGlite(target.dir);
  const db = drizzlePglite(client, { schema });
  return {
    db,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: async () => {
      await client.close();
      release();
    },
  };
}

/** Any fixed number: the advisory lock every instance takes around its migrations. */
const MIGRATION_LOCK = 0x6c656164; // 'lead'

/**
 * Applies the migrations on one connection that holds a session-level advisory lock, so that
 * instances starting together migrate one after the other (the second finds nothing to do)
 * instead of racing on CREATE SCHEMA / CREATE TABLE.
 */
export async function migratePostgresLocked(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
