import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { handleBooking, handleContact, handleSubscribe } from '@/features/leads/server/handlers';
import { closeDb, getDb } from '@/server/db/client';
import { emailOutbox, leads, newsletterSubscriptions } from '@/server/db/schema';
import { healthReport } from '@/server/health';
import { CLAIM_LEASE_MS, MAX_ATTEMPTS, processOutbox, retryDelayMs } from '@/server/mail/outbox';
import { getMailer, type Mailer } from '@/server/mail/transport';
import type { OutboxRow } from '@/server/db/schema';
import { GET as healthRoute } from '@/app/api/health/route';
import { consumeConsoleCalls } from '../support/fail-on-console';
import { postgresMissing, startPostgres } from '../support/postgres';
import { bookingFields, cleanupAfterEach, contactFields, freePort, startSmtp, testDeps, type Logged } from '../support/leads';
import { TS } from '../../scripts/lib/run';

const { setup, onCleanup } = cleanupAfterEach();

const KEY = 'Zm9ybS1rZXktb25lLXR3bw';
const count = async () => {
  const db = await getDb();
  return { leads: await db.$count(leads), emails: await db.$count(emailOutbox) };
};
const recipients = async () => (await (await getDb()).select().from(emailOutbox)).map((r) => r.toAddress).sort();
const recorder = () => {
  const logged: Logged = [];
  return { logged, log: (message: string, error?: unknown) => void logged.push({ message, error }) };
};

describe('one submission is stored once', () => {
  it('a replay of a post with its key answers as the first did and stores and sends nothing new', async () => {
    await setup();
    const { deps, kicks } = testDeps();
    const fields = bookingFields({ form_key: KEY });
    const first = await handleBooking({ fields, ip: '192.0.2.10' }, deps);
    expect(first).toEqual({ status: 'success', values: {}, errors: {}, slot: fields.slot, timeZone: 'Europe/Berlin' });
    expect(await handleBooking({ fields, ip: '192.0.2.10' }, deps)).toEqual(first);
    // The same key with other content (a tampered replay) still gets the first answer only.
    expect(await handleBooking({ fields: bookingFields({ form_key: KEY, goals: 'Something else entirely.' }), ip: '198.51.100.7' }, deps)).toEqual(first);
    expect(await count()).toEqual({ leads: 1, emails: 2 });
    expect(kicks.count).toBe(1);
  });

  it('of concurrent duplicates, one is stored and all get its answer', async () => {
    await setup();
    const { deps } = testDeps();
    const fields = contactFields({ form_key: KEY });
    const answers = await Promise.all(Array.from({ length: 5 }, () => handleContact({ fields, ip: '192.0.2.11' }, deps)));
    expect(answers.map((a) => a.status)).toEqual(Array(5).fill('success'));
    expect(await count()).toEqual({ leads: 1, emails: 2 });
  });

  it('a post without a key (no JavaScript) is the same submission when its content is, for a day', async () => {
    await setup();
    let clock = Date.parse('2026-11-21T10:00:00Z');
    const { deps } = testDeps({ now: () => new Date(clock) });
    const fields = contactFields();
    expect((await handleContact({ fields, ip: '192.0.2.12' }, deps)).status).toBe('success');
    expect((await handleContact({ fields: { ...fields, page: '/fr/' }, ip: '192.0.2.13' }, deps)).status).toBe('success');
    expect(await count()).toEqual({ leads: 1, emails: 2 });
    expect((await handleContact({ fields: contactFields({ message: 'Une autre question pour vous.' }), ip: '192.0.2.12' }, deps)).status).toBe('success');
    expect((await count()).leads).toBe(2);
    // A day later the same words are a new message (the visitor's acknowledgement allowance too).
    clock += 24 * 3600_000 + 1;
    expect((await handleContact({ fields, ip: '192.0.2.12' }, deps)).status).toBe('success');
    // 2 + 1 (the second message got no acknowledgement: one per address a day) + 2
    expect(await count()).toEqual({ leads: 3, emails: 5 });
  });

  it('two keys are two submissions, even with the same content', async () => {
    await setup();
    const { deps } = testDeps();
    await handleContact({ fields: contactFields({ form_key: KEY }), ip: '192.0.2.14' }, deps);
    await handleContact({ fields: contactFields({ form_key: `${KEY}x` }), ip: '192.0.2.14' }, deps);
    expect((await count()).leads).toBe(2);
  });
});

describe('no relay', () => {
  it('one acknowledgement per address a day; the lead and the owner’s notification are never capped', async () => {
    await setup();
    let clock = Date.parse('2026-11-21T10:00:00Z');
    const { deps, logged } = testDeps({ now: () => new Date(clock) });
    await handleBooking({ fields: bookingFields({ goals: 'First request for a consultation.' }), ip: '192.0.2.20' }, deps);
    await handleBooking({ fields: bookingFields({ email: 'ADA@Analytical-Engines.test', goals: 'Second request, other case.' }), ip: '192.0.2.21' }, deps);
    await handleContact({ fields: contactFields({ email: 'ada@analytical-engines.test' }), ip: '192.0.2.22' }, deps);
    expect((await count()).leads).toBe(3);
    expect(await recipients()).toEqual(['ada@analytical-engines.test', 'owner@consultancy.test', 'owner@consultancy.test', 'owner@consultancy.test']);
    expect(logged).toEqual([
      { message: '[leads] booking 2: acknowledgement capped, the visitor gets no email', error: null },
      { message: '[leads] contact 3: acknowledgement capped, the visitor gets no email', error: null },
    ]);
    expect((await healthReport({ getDb, log: () => {} })).acknowledgementsCapped).toBe(2);
    clock += 24 * 3600_000 + 1;
    await handleContact({ fields: contactFields({ email: 'ada@analytical-engines.test', message: 'A day later.' }), ip: '192.0.2.22' }, deps);
    expect((await recipients()).filter((r) => r.startsWith('ada@'))).toHaveLength(2);
  });

  it('acknowledges at most 60 visitors an hour from the whole site', async () => {
    await setup();
    const { deps, logged } = testDeps();
    for (let i = 0; i < 61; i++) {
      // Each from a network of its own (IPv6 /48s of the documentation prefix): one network gets 10 an hour.
      const state = await handleContact({ fields: contactFields({ email: `reader${i}@firm${i}.test`, message: `Message number ${i}` }), ip: `2001:db8:${i.toString(16)}::1` }, deps);
      expect(state.status).toBe('success');
    }
    const all = await recipients();
    expect(all.filter((r) => r === 'owner@consultancy.test')).toHaveLength(61);
    expect(all.filter((r) => r !== 'owner@consultancy.test')).toHaveLength(60);
    expect(logged.map((l) => l.message)).toEqual(['[leads] contact 61: acknowledgement capped, the visitor gets no email']);
  });

  it('counts an inbox without +tags, case and Gmail dots: one client cannot aim our mail at one inbox', async () => {
    await setup();
    const { deps } = testDeps();
    // 13 posts in a second, each to another spelling of one inbox, through every form: from one
    // client, the bookings each from a network of its own (one holds at most 3 open requests).
    for (let i = 1; i <= 5; i++) {
      await handleContact({ fields: contactFields({ email: `Victim+${i}@Target-Corp.test`, message: `Contact message ${i}` }), ip: '203.0.113.66' }, deps);
      await handleBooking({ fields: bookingFields({ email: `victim+b${i}@target-corp.test`, goals: `Booking request ${i}` }), ip: `10.66.${i}.1` }, deps);
    }
    for (let i = 1; i <= 3; i++) await handleSubscribe({ fields: { email: `victim+n${i}@target-corp.test`, locale: 'en' }, ip: '203.0.113.66' }, deps);
    const toVictim = (await recipients()).filter((r) => r.toLowerCase().startsWith('victim'));
    // One acknowledgement and one newsletter confirmation, whatever the spelling.
    expect(toVictim).toHaveLength(2);
    expect((await count()).leads).toBe(10);
    expect((await recipients()).filter((r) => r === 'owner@consultancy.test')).toHaveLength(10);
    const health = await healthReport({ getDb, log: () => {} });
    expect(health).toMatchObject({ acknowledgementsCapped: 9, confirmationsCapped: 2 });
    // Gmail ignores dots: two spellings, one inbox, one confirmation (from another client).
    await handleSubscribe({ fields: { email: 'reader.one@gmail.com', locale: 'en' }, ip: '198.51.100.40' }, deps);
    await handleSubscribe({ fields: { email: 'r.e.a.d.e.r.o.n.e+x@googlemail.com', locale: 'en' }, ip: '198.51.100.41' }, deps);
    expect((await recipients()).filter((r) => r.includes('@g'))).toEqual(['reader.one@gmail.com']);
  });

  it('caps one client (3 an hour) and its network (10 an hour) far below the site, so the next visitor is still acknowledged', async () => {
    await setup();
    const { deps } = testDeps();
    let n = 0;
    const contact = (ip: string) => handleContact({ fields: contactFields({ email: `reader${++n}@firm${n}.test`, message: `Message number ${n}` }), ip }, deps);
    // Twelve clients of twelve networks, five posts each (the forms' own limit), each to a new inbox.
    for (let client = 0; client < 12; client++) for (let i = 0; i < 5; i++) await contact(`2001:db8:${client.toString(16)}::1`);
    const acknowledged = async () => (await recipients()).filter((r) => r !== 'owner@consultancy.test').length;
    expect(await acknowledged()).toBe(36);
    // One network: ten an hour, however many addresses it has.
    for (let host = 1; host <= 12; host++) await contact(`192.0.2.${host}`);
    expect(await acknowledged()).toBe(46);
    // The site's allowance (60) is not spent: a real visitor from elsewhere gets an acknowledgement.
    await contact('198.51.100.200');
    expect(await acknowledged()).toBe(47);
    expect((await recipients()).filter((r) => r === 'owner@consultancy.test')).toHaveLength(73);
  });

  it('confirms at most 60 newsletter sign-ups an hour, apart from the acknowledgements', async () => {
    await setup();
    const { deps, logged } = testDeps();
    for (let i = 0; i < 61; i++) await handleSubscribe({ fields: { email: `news${i}@firm${i}.test`, locale: 'de' }, ip: `2001:db8:${i.toString(16)}::7` }, deps);
    expect(await recipients()).toHaveLength(60);
    expect(logged.map((l) => l.message)).toEqual(['[leads] newsletter: confirmation capped, nothing sent']);
    // Nothing stored for the capped one: a later sign-up may still send its link.
    const db = await getDb();
    expect(await db.$count(newsletterSubscriptions)).toBe(60);
    // Acknowledgements have their own allowance.
    await handleContact({ fields: contactFields({ email: 'buyer@firm.test' }), ip: '2001:db8:ffff::1' }, deps);
    expect((await recipients()).filter((r) => r === 'buyer@firm.test')).toHaveLength(1);
  });

  it('takes a consultant only as an id of the directory', async () => {
    await setup();
    const { deps } = testDeps();
    const refused = await handleBooking({ fields: bookingFields({ consultant: 'Dr. Evil http://evil.example/promo' }), ip: '192.0.2.23' }, deps);
    expect(refused).toMatchObject({ status: 'error', errors: { consultant: 'errors.invalidOption' }, values: { consultant: 'Dr. Evil http://evil.example/promo' } });
    expect((await count()).leads).toBe(0);
    expect((await handleBooking({ fields: bookingFields({ consultant: 'camille-dubois' }), ip: '192.0.2.23' }, deps)).status).toBe('success');
    expect((await (await getDb()).select().from(leads))[0].consultant).toBe('camille-dubois');
  });
});

/** A mailer that records what it sends, and can hold or fail chosen addresses. */
function fakeMailer(behave: (row: OutboxRow) => Promise<void> = async () => {}) {
  const sent: OutboxRow[] = [];
  const mailer: Mailer = {
    kind: 'smtp',
    async send(row) {
      await behave(row);
      sent.push(row);
    },
  };
  return { mailer, sent };
}

async function queueContacts(n: number, email = (i: number) => `reader${i}@firm${i}.test`) {
  const { deps } = testDeps();
  for (let i = 0; i < n; i++) {
    const state = await handleContact({ fields: contactFields({ email: email(i), message: `Message number ${i}` }), ip: `203.0.113.${i}` }, deps);
    expect(state.status).toBe('success');
  }
}

describe('a fair outbox', () => {
  it('sends the owner’s notifications first', async () => {
    await setup();
    await queueContacts(3);
    const { mailer, sent } = fakeMailer();
    expect(await processOutbox({ db: await getDb(), mailer, lanes: 1, log: recorder().log })).toEqual({ sent: 6, failed: 0, dead: 0 });
    expect(sent.map((r) => r.toAddress)).toEqual([
      'owner@consultancy.test',
      'owner@consultancy.test',
      'owner@consultancy.test',
      'reader0@firm0.test',
      'reader1@firm1.test',
      'reader2@firm2.test',
    ]);
  });

  it('lets no slow address hold the queue', async () => {
    await setup();
    await queueContacts(3, (i) => (i === 0 ? 'slow@tarpit.test' : `reader${i}@firm${i}.test`));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { mailer, sent } = fakeMailer((row) => (row.toAddress === 'slow@tarpit.test' ? held : Promise.resolve()));
    const run = processOutbox({ db: await getDb(), mailer, log: recorder().log });
    // Everything else goes out while the slow address holds one lane.
    await expect.poll(() => sent.length, { timeout: 10_000 }).toBe(5);
    expect(sent.map((r) => r.toAddress)).not.toContain('slow@tarpit.test');
    release();
    expect(await run).toEqual({ sent: 6, failed: 0, dead: 0 });
  });

  it('sets a row aside after its last attempt, health counts it, and the CLI lists and queues it again', async () => {
    const { dataDir } = await setup();
    await queueContacts(1);
    const db = await getDb();
    const { mailer: failing } = fakeMailer(async () => {
      throw Object.assign(new Error('450 mailbox busy for ada@analytical-engines.test'), { code: 'EENVELOPE', responseCode: 450 });
    });
    const { logged, log } = recorder();
    let at = Date.now();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await processOutbox({ db, mailer: failing, now: () => new Date(at), log })).toEqual({ sent: 0, failed: 2, dead: attempt === MAX_ATTEMPTS ? 2 : 0 });
      at += retryDelayMs(attempt);
    }
    expect(logged.at(-1)?.message).toMatch(/^\[outbox\] email \d+ \(lead 1\): attempt 10 failed, set aside as a dead letter$/);
    // The stored error is its kind and codes: the server's message could name the recipient.
    expect((await db.select().from(emailOutbox)).map((r) => r.lastError)).toEqual(['Error EENVELOPE 450', 'Error EENVELOPE 450']);
    // Dead rows are never tried again by themselves.
    expect(await processOutbox({ db, mailer: failing, now: () => new Date(at + 86_400_000), log })).toEqual({ sent: 0, failed: 0, dead: 0 });
    expect((await healthReport({ getDb, log })).outbox).toEqual({ pending: 0, failing: 0, dead: 2 });

    // The CLI opens the database itself (a PGlite directory serves one process: the test lets go of it).
    await closeDb();
    const cli = (...args: string[]) =>
      promisify(execFile)(process.execPath, [...TS, path.resolve('scripts/outbox.ts'), ...args], { env: { ...process.env, DATA_DIR: dataDir } }).then((r) => r.stdout);
    expect(await cli('list')).toMatch(/^2 dead letter\(s\):\n#1 {2}lead 1 {2}to owner {2}10 attempts {2}dead since \S+ {2}Error EENVELOPE 450\n#2 {2}lead 1 {2}to visitor/);
    expect(await cli('retry', '1')).toBe('1 email(s) queued again: the server sends them within seconds.\n');
    const { mailer, sent } = fakeMailer();
    expect(await processOutbox({ db: await getDb(), mailer, log })).toEqual({ sent: 1, failed: 0, dead: 0 });
    expect(sent.map((r) => r.toAddress)).toEqual(['owner@consultancy.test']);
    expect((await healthReport({ getDb, log })).outbox).toEqual({ pending: 0, failing: 0, dead: 1 });
  });
});

describe('faults', () => {
  it('SMTP down during a burst of 50 leads: all 50 are stored, and every email is delivered exactly once when SMTP is back', async () => {
    const port = await freePort();
    await setup({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const { deps } = testDeps();
    const burst = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        // Fifty visitors of fifty networks (one network's acknowledgements are capped at 10 an hour).
        handleContact({ fields: contactFields({ email: `buyer${i}@firm${i}.test`, message: `Burst message ${i}`, form_key: `burst-key-0000000${i}` }), ip: `2001:db8:${i.toString(16)}::1` }, deps),
      ),
    );
    const storedIn = Date.now() - burst;
    // Each answer by itself, so that a refusal says which it was (a notice key), not only that one failed.
    expect(answers.map((a) => (a.status === 'success' ? 'success' : `${a.status}: ${a.notice}`))).toEqual(Array(50).fill('success'));
    expect(await count()).toEqual({ leads: 50, emails: 100 });

    const db = await getDb();
    const { logged, log } = recorder();
    const t0 = Date.now();
    expect(await processOutbox({ db, mailer: getMailer(), now: () => new Date(t0), log })).toEqual({ sent: 0, failed: 100, dead: 0 });
    expect(logged).toHaveLength(100);

    const server = await startSmtp(port);
    onCleanup(server.close);
    const back = Date.now();
    expect(await processOutbox({ db, mailer: getMailer(), now: () => new Date(t0 + 60_000), log })).toEqual({ sent: 100, failed: 0, dead: 0 });
    const deliveredIn = Date.now() - back;
    expect(await processOutbox({ db, mailer: getMailer(), now: () => new Date(t0 + 3600_000), log })).toEqual({ sent: 0, failed: 0, dead: 0 });
    expect(server.received).toHaveLength(100);
    expect(new Set(server.received.map((m) => m.mime.headers.get('message-id')?.[0])).size).toBe(100);
    const to = server.received.flatMap((m) => m.to);
    expect(to.filter((r) => r === 'owner@consultancy.test')).toHaveLength(50);
    expect(new Set(to.filter((r) => r !== 'owner@consultancy.test')).size).toBe(50);
    console.info(`[faults] 50 concurrent leads stored in ${storedIn} ms; 100 emails delivered in ${deliveredIn} ms after SMTP returned`);
  });

  it('a process killed mid-send loses nothing: after the lease, the next run sends what it held (at least once)', async () => {
    const server = await startSmtp();
    onCleanup(server.close);
    await setup({ SMTP_URL: server.url });
    await queueContacts(2);
    const db = await getDb();
    const real = getMailer();
    // The dying process: the owner's mails reach the SMTP server, then it dies before it can
    // record them as sent; the visitors' mails it never finishes sending.
    const dying: Mailer = {
      kind: 'smtp',
      send: async (row) => {
        if (row.priority === 0) await real.send(row);
        await new Promise(() => {});
      },
    };
    const t0 = Date.now();
    void processOutbox({ db, mailer: dying, now: () => new Date(t0), log: recorder().log });
    await expect.poll(() => server.received.length, { timeout: 10_000 }).toBe(2);
    // A restarted process leaves the rows the dead one claimed alone within the lease (it sends
    // the one that was never claimed) ...
    expect(await processOutbox({ db, mailer: real, now: () => new Date(t0 + 60_000), log: recorder().log })).toEqual({ sent: 1, failed: 0, dead: 0 });
    // ... and after it, sends the other three.
    expect(await processOutbox({ db, mailer: real, now: () => new Date(t0 + CLAIM_LEASE_MS + 1), log: recorder().log })).toEqual({ sent: 3, failed: 0, dead: 0 });
    expect((await db.select().from(emailOutbox)).every((r) => r.sentAt !== null)).toBe(true);
    // Every email arrived; the two handed over before the crash arrived twice, under one Message-ID.
    const ids = server.received.map((m) => m.mime.headers.get('message-id')?.[0]);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(4);
  });

  describe.skipIf(postgresMissing)('the database unavailable', () => {
    it('forms answer "please try again" and keep their values, health answers 503, and the site recovers by itself', async () => {
      const server = await startPostgres();
      onCleanup(async () => server.stop());
      server.createDatabase('leads');
      await setup({ DATABASE_URL: server.url('leads') });
      const { deps } = testDeps();
      expect((await handleContact({ fields: contactFields({ message: 'Before the outage.' }), ip: '192.0.2.30' }, deps)).status).toBe('success');

      server.pause();
      const fields = contactFields({ message: 'During the outage.', email: 'second@compilers.test' });
      const refused = await handleContact({ fields, ip: '192.0.2.30' }, deps);
      expect(refused).toMatchObject({ status: 'error', notice: 'errors.contactFailed', values: { message: 'During the outage.', email: fields.email } });
      const down = await healthRoute(new Request('https://site.test/api/health'));
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({ status: 'error' });

      server.resume();
      // The same submission sent again goes through: nothing of the failed one was kept.
      expect((await handleContact({ fields, ip: '192.0.2.30' }, deps)).status).toBe('success');
      expect((await healthRoute(new Request('https://site.test/api/health'))).status).toBe(200);
      expect(await count()).toEqual({ leads: 2, emails: 4 });
      // What was logged: fixed messages with error codes, no field value.
      const lines = consumeConsoleCalls().map((c) => c.args.join(' '));
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(line).not.toMatch(/outage|grace|Compilers/i);
    }, 120_000);
  });
});
