import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migratePostgresLocked } from '@/server/db/client';
import { openDatabase } from '@/server/db/open';
import * as schema from '@/server/db/schema';
import { hitLimit } from '@/server/limits';
import { postgresMissing, startPostgres } from '../support/postgres';

// Two instances of the site (two connection pools), and one instance's own pool, on one real PostgreSQL.
describe.skipIf(postgresMissing)('the site on one real PostgreSQL', () => {
  let server: Awaited<ReturnType<typeof startPostgres>> | undefined;
  let pools: pg.Pool[] = [];

  beforeAll(async () => {
    server = await startPostgres();
    pools = [0, 1].map(() => new pg.Pool({ connectionString: server!.url(), max: 5 }));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.end()));
    server?.stop();
  });

  it('both migrate when they start at the same moment (one waits for the other’s advisory lock)', async () => {
    await Promise.all(pools.map((pool) => migratePostgresLocked(pool)));
    await Promise.all(pools.map((pool) => migratePostgresLocked(pool)));
    const { rows } = await pools[0].query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(rows[0].n).toBeGreaterThanOrEqual(2);
    expect((await pools[1].query('select 1 from limit_hits')).rowCount).toBe(0);
  });

  it('shares one limit: of 30 concurrent reveals split across both, exactly 10 pass', async () => {
    const dbs = pools.map((pool) => drizzle(pool, { schema }));
    const now = Date.now();
    const rule = { limit: 10, windowMs: 60 * 60_000 };
    const decisions = await Promise.all(
      Array.from({ length: 30 }, (_, i) => hitLimit(dbs[i % 2], { keys: [`session:s${i % 3}`, 'address:203.0.113.5'], rule, item: `c${i}`, now })),
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
    const { rows } = await pools[1].query<{ n: number }>("select count(*)::int as n from limit_hits where key = 'address:203.0.113.5'");
    expect(rows[0].n).toBe(10);
  });

  it('a query waits its turn for a busy pool (a burst of leads), longer than the old limit of 5 s, instead of failing', async () => {
    const { db, close } = openDatabase({ url: server!.url(), poolSize: 1 });
    try {
      // Drizzle runs a query when it is awaited: Promise.resolve starts this one now.
      const busy = Promise.resolve(db.execute(sql`select pg_sleep(5.5)`));
      const started = Date.now();
      await expect(db.execute(sql`select 1 as one`)).resolves.toMatchObject({ rows: [{ one: 1 }] });
      expect(Date.now() - started).toBeGreaterThan(5_000);
      await busy;
    } finally {
      await close();
    }
  }, 20_000);
});
