// @ts-nocheck -- typed in the next commit
// The site's database for command-line tools (no build needed): PostgreSQL with
// DATABASE_URL, otherwise the PGlite directory in DATA_DIR. PGlite serves one process: while a
// server holds its lock (DATA_DIR/pglite.lock, the owner's pid) a tool that writes must wait.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lockPglite } from '../../src/lib/pid-lock';

/**
 * Opens the database for `work(query)`, where query(text, params) resolves to the rows. With
 * `snapshot` (for reading only), a PGlite directory is copied first and the copy is read, so the
 * tool never opens the files a running server is writing; without a database yet, work gets none.
 * @template T
 * @param {(query: (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>) => Promise<T>} work
 * @param {{ snapshot?: boolean }} [options]
 * @returns {Promise<T>}
 */
export async function withDatabase(work, { snapshot = false } = {}) {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return await work(async (text, params) => (await client.query(text, params)).rows);
    } finally {
      await client.end();
    }
  }
  const dataDir = path.resolve(process.env.DATA_DIR || 'data');
  const dir = path.join(dataDir, 'pglite');
  const { PGlite } = await import('@electric-sql/pglite');
  if (snapshot) {
    if (!existsSync(dir)) return work(async () => []);
    const copy = mkdtempSync(path.join(os.tmpdir(), 'pglite-snapshot-'));
    try {
      cpSync(dir, copy, { recursive: true });
      const db = new PGlite(copy);
      try {
        return await work(async (text, params) => (await db.query(text, params)).rows);
      } finally {
        await db.close();
      }
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }
  if (!existsSync(dir)) throw new Error(`no database in ${dir} (the server creates it on its first start)`);
  // While a server holds the database, a tool that writes must wait: it says so.
  const release = lockPglite(path.join(dataDir, 'pglite.lock'));
  const db = new PGlite(dir);
  try {
    return await work(async (text, params) => (await db.query(text, params)).rows);
  } finally {
    await db.close();
    release();
  }
}
