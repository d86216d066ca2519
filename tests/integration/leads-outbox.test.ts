import { afterEach, describe, expect, it } from 'vitest';
import { handleBooking } from '@/features/leads/server/handlers';
import { getDb } from '@/server/db/client';
import { emailOutbox } from '@/server/db/schema';
import { healthReport } from '@/server/health';
import { processOutbox, retryDelayMs } from '@/server/mail/outbox';
import { getMailer } from '@/server/mail/transport';
import { bookingFields, freePort, startSmtp, testDeps, useTestEnv, type Logged } from '../support/leads';

let cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.reverse()) await c();
  cleanups = [];
});

describe('the outbox', () => {
  it('keeps the mail while SMTP is down and delivers it exactly once when SMTP is back', async () => {
    const port = await freePort();
    const env = await useTestEnv({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    cleanups.push(env.cleanup);
    const { deps } = testDeps();

    // The visitor gets success although no mail can go out.
    expect((await handleBooking({ fields: bookingFields(), ip: null }, deps)).status).toBe('success');
    const db = await getDb();
    const logged: Logged = [];
    const log = (message: string, error?: unknown) => void logged.push({ message, error });
    const t0 = Date.now();
    const at = (ms: number) => () => new Date(t0 + ms);

    expect(await processOutbox({ db, mailer: getMailer(), now: at(0), log })).toEqual({ sent: 0, failed: 2, dead: 0 });
    expect(logged).toHaveLength(2);
    let rows = await db.select().from(emailOutbox);
    expect(rows.map((r) => [r.attempts, r.sentAt, r.claimedAt, r.nextAttemptAt.getTime()])).toEqual([
      [1, null, null, t0 + 30_000],
      [1, null, null, t0 + 30_000],
    ]);
    // The error's kind and codes only: an SMTP server's message can echo the recipient.
    expect(rows.map((r) => r.lastError)).toEqual(['Error ESOCKET', 'Error ESOCKET']);
    expect(await healthReport({ getDb, log })).toEqual({ status: 'ok', database: 'ok', outbox: { pending: 2, failing: 2, dead: 0 }, honeypot: { booking: 0, contact: 0, newsletter: 0 }, acknowledgementsCapped: 0, confirmationsCapped: 0 });

    // Not due yet: nothing is tried.
    expect(await processOutbox({ db, mailer: getMailer(), now: at(10_000), log })).toEqual({ sent: 0, failed: 0, dead: 0 });

    // Still down at the second try: the delay doubles.
    expect(await processOutbox({ db, mailer: getMailer(), now: at(30_000), log })).toEqual({ sent: 0, failed: 2, dead: 0 });
    rows = await db.select().from(emailOutbox);
    expect(rows.map((r) => [r.attempts, r.nextAttemptAt.getTime()])).toEqual([
      [2, t0 + 30_000 + 60_000],
      [2, t0 + 30_000 + 60_000],
    ]);

    const server = await startSmtp(port);
    cleanups.push(server.close);
    expect(await processOutbox({ db, mailer: getMailer(), now: at(90_000), log })).toEqual({ sent: 2, failed: 0, dead: 0 });
    expect(await processOutbox({ db, mailer: getMailer(), now: at(10 * 3600_000), log })).toEqual({ sent: 0, failed: 0, dead: 0 });

    expect(server.received).toHaveLength(2);
    expect(server.received.flatMap((m) => m.to).sort()).toEqual(['ada@analytical-engines.test', 'owner@consultancy.test']);
    rows = await db.select().from(emailOutbox);
    expect(rows.every((r) => r.sentAt !== null && r.claimedAt === null && r.lastError === null)).toBe(true);
    expect(await healthReport({ getDb, log })).toEqual({ status: 'ok', database: 'ok', outbox: { pending: 0, failing: 0, dead: 0 }, honeypot: { booking: 0, contact: 0, newsletter: 0 }, acknowledgementsCapped: 0, confirmationsCapped: 0 });
    expect(logged).toHaveLength(4);
  });

  it('never lets two overlapping runs send the same row', async () => {
    const server = await startSmtp();
    cleanups.push(server.close);
    const env = await useTestEnv({ SMTP_URL: server.url });
    cleanups.push(env.cleanup);
    const { deps } = testDeps();
    for (let i = 0; i < 3; i++) await handleBooking({ fields: bookingFields({ email: `ada${i}@analytical-engines.test` }), ip: `192.0.2.${i}` }, deps);
    const db = await getDb();
    const results = await Promise.all([
      processOutbox({ db, mailer: getMailer() }),
      processOutbox({ db, mailer: getMailer() }),
      processOutbox({ db, mailer: getMailer() }),
    ]);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(6);
    expect(server.received).toHaveLength(6);
    expect(new Set(server.received.map((m) => m.mime.headers.get('message-id')?.[0])).size).toBe(6);
  });

  it('takes over a row whose claim is older than the lease (a crash mid-send)', async () => {
    const server = await startSmtp();
    cleanups.push(server.close);
    const env = await useTestEnv({ SMTP_URL: server.url });
    cleanups.push(env.cleanup);
    const { deps } = testDeps();
    await handleBooking({ fields: bookingFields(), ip: null }, deps);
    const db = await getDb();
    const now = Date.now();
    await db.update(emailOutbox).set({ claimedAt: new Date(now - 60_000) });
    expect(await processOutbox({ db, mailer: getMailer(), now: () => new Date(now) })).toEqual({ sent: 0, failed: 0, dead: 0 });
    await db.update(emailOutbox).set({ claimedAt: new Date(now - 6 * 60_000) });
    expect(await processOutbox({ db, mailer: getMailer(), now: () => new Date(now) })).toEqual({ sent: 2, failed: 0, dead: 0 });
  });

  it('backs off 30 s, 1 min, 2 min ... up to 1 h', () => {
    expect([1, 2, 3, 4, 7, 8, 20].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000]);
  });
});

describe('health', () => {
  it('reports a database that cannot be reached as an error', async () => {
    const env = await useTestEnv({ DATABASE_URL: 'postgres://leads:secret@127.0.0.1:9/leads' });
    cleanups.push(env.cleanup);
    const logged: Logged = [];
    const report = await healthReport({ getDb, log: (message, error) => void logged.push({ message, error }) });
    expect(report).toEqual({ status: 'error', database: 'error', outbox: null, honeypot: null, acknowledgementsCapped: null, confirmationsCapped: null });
    expect(logged).toHaveLength(1);
  });
});
