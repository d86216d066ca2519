import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distDir, staleReason } from '../../scripts/lib/build';
import { E2E_APP_ENV } from '../../scripts/lib/e2e-env';
import { startInstances } from '../../scripts/lib/instances';
import { consultants } from '@/features/consultants/data';
import { startSmtp } from '../support/leads';
import { postgresMissing, startPostgres } from '../support/postgres';

/**
 * Two production servers (scripts/serve.ts on the e2e build) on one real PostgreSQL and one
 * real SMTP server, requests alternating between them: the limits, the leads and the outbox
 * hold across instances. Requests come through "a proxy on loopback" (TRUST_PROXY=loopback in
 * the e2e variables) that names each visitor's address in X-Forwarded-For.
 */
const env = { ...process.env, ...E2E_APP_ENV };

describe.skipIf(postgresMissing)('two instances on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof startPostgres>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let pool: pg.Pool;
  let stopServers = () => {};
  let origins: string[] = [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'instances-'));

  beforeAll(async () => {
    const stale = staleReason(env, { anyEnv: true });
    if (stale) throw new Error(`The e2e build in ${distDir(env)} is stale (${stale}): run npm run test:e2e`);
    database = await startPostgres();
    smtp = await startSmtp();
    pool = new pg.Pool({ connectionString: database.url() });
    // Both started at the same moment (npm run instances does the same): both migrate (one waits
    // for the other's lock) and serve.
    // HOST=127.0.0.1: one interface, as `next start -H 127.0.0.1` would, which loops on redirects.
    const instances = await startInstances({ env: { ...env, HOST: '127.0.0.1', DATABASE_URL: database.url(), SMTP_URL: smtp.url }, dataDir });
    ({ origins } = instances);
    stopServers = instances.stop;
  }, 180_000);

  afterAll(async () => {
    stopServers();
    await pool?.end();
    await smtp?.close();
    database?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('both become healthy, and serve every language on one interface without a redirect loop', async () => {
    for (const origin of origins) expect((await fetch(`${origin}/api/health`)).status).toBe(200);
    for (const page of ['/', '/book-consultation', '/de/leistungen', '/fr/actualites']) {
      const response = await fetch(`${origins[1]}${page}`, { redirect: 'manual' });
      expect(response.status, page).toBe(200);
    }
  });

  it('allows exactly 10 reveals between them, then 429 from both', async () => {
    const reveal = (i: number, id: string) =>
      fetch(`${origins[i % 2]}/api/consultants/${id}/reveal`, { method: 'POST', headers: { 'x-forwarded-for': '203.0.113.77', 'sec-fetch-site': 'same-origin' } });
    const statuses: number[] = [];
    for (const [i, c] of consultants.slice(0, 10).entries()) statuses.push((await reveal(i, c.id)).status);
    expect(statuses).toEqual(Array(10).fill(200));
    expect((await reveal(0, consultants[10].id)).status).toBe(429);
    expect((await reveal(1, consultants[11].id)).status).toBe(429);
  });

  it('stores 40 concurrent bookings split across both, and sends each email exactly once', async () => {
    const html = await (await fetch(`${origins[0]}/book-consultation`)).text();
    const hidden = hiddenFields(firstForm(html));
    const slots = await freeSlots(origins[1]);
    expect(slots.length).toBeGreaterThan(60);
    const posts = Array.from({ length: 40 }, async (_, i) => {
      const form = new FormData();
      for (const [name, value] of hidden) form.append(name, value);
      const fields = { name: `Instance Test ${i}`, email: `buyer${i}@instances.example`, company: 'Instances Ltd', phone: '+1 202 555 0100', slot: slots[i], goals: 'Two instances, one pipeline.' };
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      // Forty visitors of forty networks: one network's acknowledgements are capped at 10 an hour.
      const response = await fetch(`${origins[i % 2]}/book-consultation`, { method: 'POST', body: form, headers: { 'x-forwarded-for': `10.${i + 1}.0.1` } });
      return response.status;
    });
    expect((await Promise.all(posts)).every((status) => status === 200)).toBe(true);
    const { rows } = await pool.query<{ n: number }>("select count(*)::int as n from leads where name like 'Instance Test %'");
    expect(rows[0].n).toBe(40);
    // The owner's notification and the visitor's confirmation of each booking, once each.
    const ownerMails = () => smtp.received.filter((m) => m.raw.includes('Instances Ltd'));
    const mailsToVisitors = () => smtp.received.filter((m) => m.to.some((to) => to.endsWith('@instances.example')));
    await expect.poll(() => ownerMails().length + mailsToVisitors().length, { timeout: 60_000, interval: 500 }).toBe(80);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(ownerMails()).toHaveLength(40);
    const visitorMails = smtp.received.filter((m) => m.to.some((to) => to.endsWith('@instances.example')));
    expect(visitorMails).toHaveLength(40);
    expect(new Set(visitorMails.map((m) => m.to[0])).size).toBe(40);
  }, 120_000);

  it('of 20 simultaneous requests for one slot, split across both, books exactly one; the others keep their values and get the nearest free slots', async () => {
    const html = await (await fetch(`${origins[0]}/book-consultation`)).text();
    const hidden = hiddenFields(firstForm(html));
    const slots = await freeSlots(origins[0]);
    const slot = slots[50];
    const posts = Array.from({ length: 20 }, async (_, i) => {
      const form = new FormData();
      for (const [name, value] of hidden) form.append(name, value);
      const fields = { name: `Same Slot ${i}`, email: `rival${i}@instances.example`, company: `Rivals ${i} Ltd`, phone: '+1 202 555 0100', slot, goals: 'Everybody wants this hour.' };
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      const response = await fetch(`${origins[i % 2]}/book-consultation`, { method: 'POST', body: form, headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } });
      return { i, status: response.status, html: await response.text() };
    });
    const answers = await Promise.all(posts);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const { rows } = await pool.query<{ name: string; status: string }>("select name, status from leads where name like 'Same Slot %'");
    expect(rows).toHaveLength(1);
    expect(rows[0].status).toBe('requested');
    const losers = answers.filter((a) => a.i !== Number(rows[0].name.split(' ').pop()));
    expect(losers).toHaveLength(19);
    for (const loser of losers) {
      // In the page's language: the slot is taken; every value typed is still in the form.
      expect(loser.html).toContain('This time has just been booked by someone else');
      expect(loser.html).toContain(`value="Same Slot ${loser.i}"`);
      expect(loser.html).toContain(`value="rival${loser.i}@instances.example"`);
      // The nearest free slots to choose from instead, the taken one not among them.
      const offered = [...loser.html.matchAll(/<option value="(\d{4}-\d\d-\d\dT\d\d:\d\dZ)"/g)].map((m) => m[1]);
      expect(offered.length).toBeGreaterThan(0);
      expect(offered).not.toContain(slot);
      expect(offered).toContain(slots[49]);
    }
    // The JSON the dialog fetches no longer offers it, from either instance.
    for (const origin of origins) expect(await freeSlots(origin, true)).not.toContain(slot);
  }, 120_000);

  it('subscribes one address on both at once: one row, one confirmation email', async () => {
    const html = await (await fetch(`${origins[0]}/`)).text();
    const forms = allForms(html);
    const newsletter = forms.find((f) => f.includes('newsletter-email'))!;
    const hidden = hiddenFields(newsletter);
    const subscribe = (i: number) => {
      const form = new FormData();
      for (const [name, value] of hidden) form.append(name, value);
      form.append('email', 'same.reader@instances.example');
      return fetch(`${origins[i]}/`, { method: 'POST', body: form, headers: { 'x-forwarded-for': `192.0.2.${i + 1}` } });
    };
    await Promise.all([subscribe(0), subscribe(1)]);
    const { rows } = await pool.query<{ n: number }>("select count(*)::int as n from newsletter_subscriptions where email = 'same.reader@instances.example'");
    expect(rows[0].n).toBe(1);
    await expect.poll(() => smtp.received.filter((m) => m.to.includes('same.reader@instances.example')).length, { timeout: 30_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(smtp.received.filter((m) => m.to.includes('same.reader@instances.example'))).toHaveLength(1);
  }, 60_000);
});

/**
 * A production server killed (SIGKILL) while its outbox is sending: the claims it held stay in
 * the database, a restarted server leaves them alone for the claim lease (5 minutes; here the
 * claims are aged instead of waited for), then sends every email. Nothing is lost.
 */
describe.skipIf(postgresMissing)('a server killed mid-send', () => {
  it('loses no email: the restarted server sends what the dead one held once its lease has run out', async () => {
    const database = await startPostgres();
    const smtp = await startSmtp();
    // An SMTP server that accepts connections and never greets: every send hangs (for 10 s).
    const held: net.Socket[] = [];
    const tarpit = net.createServer((socket) => void held.push(socket));
    await new Promise<void>((resolve) => tarpit.listen(0, '127.0.0.1', () => resolve()));
    const tarpitPort = (tarpit.address() as net.AddressInfo).port;
    const dir = mkdtempSync(path.join(os.tmpdir(), 'crash-'));
    const pool = new pg.Pool({ connectionString: database.url() });
    const stops: (() => void)[] = [];
    const outbox = async () =>
      (await pool.query<{ claimed: number; sent: number }>('select count(*) filter (where claimed_at is not null and sent_at is null)::int as claimed, count(sent_at)::int as sent from email_outbox')).rows[0];
    try {
      const serverEnv = { ...env, HOST: '127.0.0.1', DATABASE_URL: database.url() };
      const first = await startInstances({ count: 1, env: { ...serverEnv, SMTP_URL: `smtp://127.0.0.1:${tarpitPort}` }, dataDir: path.join(dir, 'first') });
      stops.push(first.stop);
      const html = await (await fetch(`${first.origins[0]}/book-consultation`)).text();
      const form = new FormData();
      for (const [name, value] of hiddenFields(firstForm(html))) form.append(name, value);
      const [slot] = await freeSlots(first.origins[0]);
      const fields = { name: 'Crash Test', email: 'crash@instances.example', company: 'Crash Ltd', phone: '+1 202 555 0199', slot, goals: 'Survive a crash mid-send.' };
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      expect((await fetch(`${first.origins[0]}/book-consultation`, { method: 'POST', body: form, headers: { 'x-forwarded-for': '198.51.100.201' } })).status).toBe(200);

      // The worker holds both emails, in the middle of sending them: then the process dies.
      await expect.poll(outbox, { timeout: 8_000, interval: 100 }).toEqual({ claimed: 2, sent: 0 });
      const child = first.children[0] as unknown as ChildProcess;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;

      const second = await startInstances({ count: 1, env: { ...serverEnv, SMTP_URL: smtp.url }, dataDir: path.join(dir, 'second') });
      stops.push(second.stop);
      // Within the lease the claims are respected (the dead process could still be sending) ...
      await new Promise((resolve) => setTimeout(resolve, 7_000));
      expect(smtp.received).toHaveLength(0);
      // ... after it, the restarted server sends both.
      await pool.query("update email_outbox set claimed_at = claimed_at - interval '6 minutes' where sent_at is null");
      await expect.poll(() => smtp.received.length, { timeout: 30_000, interval: 250 }).toBe(2);
      // Each row is recorded as sent just after its handover.
      await expect.poll(outbox, { timeout: 10_000, interval: 100 }).toEqual({ claimed: 0, sent: 2 });
      expect(smtp.received.flatMap((m) => m.to).sort()).toEqual(['crash@instances.example', 'leads@chatgpt-consultant.com'].sort());
    } finally {
      for (const stop of stops) stop();
      for (const socket of held) socket.destroy();
      tarpit.close();
      await pool.end();
      await smtp.close();
      database.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});

const decode = (v: string) => v.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const allForms = (html: string) => [...html.matchAll(/<form[\s\S]*?<\/form>/g)].map((m) => m[0]);
const firstForm = (html: string) => allForms(html)[0];
/** The free slots an instance offers (what the booking dialog fetches). */
async function freeSlots(origin: string, fresh = false): Promise<string[]> {
  const response = await fetch(`${origin}/api/booking/slots`, { cache: fresh ? 'no-store' : 'default' });
  expect(response.status).toBe(200);
  return ((await response.json()) as { slots: string[] }).slots;
}

function hiddenFields(form: string): [string, string][] {
  return [...form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/?>/g)].map((m) => [decode(m[1]), decode(m[2] ?? '')]);
}
