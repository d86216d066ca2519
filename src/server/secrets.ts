import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './db/client';
import { siteSecrets } from './db/schema';

const cache = new WeakMap<Db, Map<string, Promise<Buffer>>>();

/**
 * A 32-byte secret shared by every instance on one database: the first instance that needs it
 * stores a random one, the others read that row. Read once per process.
 */
export function siteSecret(db: Db, name: string): Promise<Buffer> {
  const secrets = cache.get(db) ?? new Map<string, Promise<Buffer>>();
  cache.set(db, secrets);
  let pending = secrets.get(name);
  if (!pending) {
    pending = (async () => {
      await db.insert(siteSecrets).values({ name, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
      const [row] = await db.select({ value: siteSecrets.value }).from(siteSecrets).where(eq(siteSecrets.name, name));
      return Buffer.from(row.value, 'base64url');
    })();
    pending.catch(() => secrets.delete(name));
    secrets.set(name, pending);
  }
  return pending;
}

const mac = (secret: Buffer, value: string) => createHmac('sha256', secret).update(value).digest().subarray(0, 16);

/** A random id with the server's signature: `<22 chars>.<22 chars>`, base64url. */
export function signedId(secret: Buffer): string {
  const id = randomBytes(16).toString('base64url');
  return `${id}.${mac(secret, id).toString('base64url')}`;
}

/** True only for an id this site signed (constant-time comparison). */
export function isSignedId(secret: Buffer, value: string | undefined): value is string {
  const match = value ? /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{22})$/.exec(value) : null;
  if (!match) return false;
  const given = Buffer.from(match[2], 'base64url');
  const expected = mac(secret, match[1]);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
