import 'server-only';
import { chmodSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { env } from '@/lib/env';
import * as schema from './schema';
import { logFailure } from '@/server/log';
import { lockPglite } from '@/lib/pid-lock';
import { restrictToOwner } from '@/lib/private-files';

/** The database, whichever driver is underneath (PGlite by default, PostgreSQL with DATABASE_URL). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle, accepted wherever a write must join the caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

type Handle = {
  db: Db;
  driver: 'pglite' | 'postgres';
  runMigrations: () => Promise<void>;
  close: () => Promise<void>;
  migrated?: Promise<void>;
};

const MIGRATIONS_FOLDER = path.join(process.cwd(), 'drizzle');

// One client per process, also across the module copies that dev-mode reloads create.
const store = globalThis as typeof globalThis & { __leadsDatabase?: Handle };

function open(): Handle {
  const { DATABASE_URL, DATA_DIR } = env();
  if (DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 5, connectionTimeoutMillis: 5_000 });
    // An idle client dropped by the server must not crash the process; the next query reconnects.
    pool.on('error', (error) => logFailure('[db] idle PostgreSQL client error', error));
    const db = drizzlePostgres(pool, { schema });
    return {
      db,
      driver: 'postgres',
      runMigrations: () => migratePostgresLocked(pool),
      close: () => pool.end(),
    };
  }
  // The database and the outbox hold personal data: DATA_DIR and what is in it are the server
  // user's alone (0700 folders, 0600 files).
  mkdirSync(DATA_DIR, { recursive: true, mode: 0o700 });
  chmodSync(DATA_DIR, 0o700);
  const dataDir = path.resolve(DATA_DIR, 'pglite');
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const releaseLock = lockPglite(path.resolve(DATA_DIR, 'pglite.lock'));
  const client = new PGlite(dataDir);
  const db = drizzlePglite(client, { schema });
  return {
    db,
    driver: 'pglite',
    runMigrations: async () => {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
      // The cluster is on disk now (created on the first start): whatever PGlite wrote, and what
      // an older version left, becomes the server user's alone.
      restrictToOwner(DATA_DIR);
    },
    close: async () => {
      await client.close();
      releaseLock();
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

function handle(): Handle {
  store.__leadsDatabase ??= open();
  return store.__leadsDatabase;
}

/** Applies the SQL migrations of drizzle/ once per process; a failed attempt is retried on the next call. */
export async function migrate(): Promise<void> {
  const h = handle();
  h.migrated ??= h.runMigrations().catch((error: unknown) => {
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
