// The site's database for the command-line tools (no build needed), opened as the server opens it
// (src/server/db/open.ts) and brought to the same schema: PostgreSQL with DATABASE_URL, otherwise
// the PGlite directory in DATA_DIR. PGlite serves one process: while a server holds its lock
// (DATA_DIR/pglite.lock, the owner's pid) a tool that writes is refused until it stops.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { env } from '../../src/lib/env';
import { openDatabase, type DatabaseTarget, type Db } from '../../src/server/db/open';

async function using<T>(target: DatabaseTarget, work: (db: Db) => Promise<T>): Promise<T> {
  const database = openDatabase(target);
  try {
    await database.migrate();
    return await work(database.db);
  } finally {
    await database.close();
  }
}

const pgliteDir = () => path.resolve(env().DATA_DIR, 'pglite');

/** Runs `work` on the database, for a tool that writes. Fails when there is no database yet. */
export async function withDatabase<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const { DATABASE_URL, DATA_DIR } = env();
  if (DATABASE_URL) return using({ url: DATABASE_URL, poolSize: 1 }, work);
  const dir = pgliteDir();
  if (!existsSync(dir)) throw new Error(`no database in ${dir} (the server creates it on its first start)`);
  return using({ dir, lockFile: path.resolve(DATA_DIR, 'pglite.lock') }, work);
}

/**
 * Runs `work` on the database, for a tool that only reads: a PGlite directory is copied first
 * and the copy is read, so the tool never opens the files a running server is writing. Without
 * a database yet, `none`.
 */
export async function readDatabase<T>(work: (db: Db) => Promise<T>, none: T): Promise<T> {
  const { DATABASE_URL } = env();
  if (DATABASE_URL) return using({ url: DATABASE_URL, poolSize: 1 }, work);
  const dir = pgliteDir();
  if (!existsSync(dir)) return none;
  const copy = mkdtempSync(path.join(os.tmpdir(), 'pglite-snapshot-'));
  try {
    cpSync(dir, copy, { recursive: true });
    return await using({ dir: copy }, work);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
