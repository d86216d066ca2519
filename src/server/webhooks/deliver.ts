import 'server-only';
import { randomBytes } from 'node:crypto';
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { Webhook } from 'standardwebhooks';
import { errorSummary } from '@/server/log';

/** One attempt, from the first byte sent to the receiver's status line, takes at most this long. */
export const ATTEMPT_TIMEOUT_MS = 10_000;
/** Of the receiver's answer, no more than this is read (the test command prints it; the worker only needs the status). */
export const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * Link-local and cloud metadata addresses: a webhook aimed there (by a host name that resolves
 * to one, or a DNS answer that changed) would read the machine's cloud credentials. Refused
 * unless LEADS_WEBHOOK_ALLOW_LINK_LOCAL says otherwise. Loopback and private networks stay open:
 * a self-hosted n8n or a receiver on the same host is an ordinary setup.
 */
const LINK_LOCAL_OR_METADATA = (() => {
  const list = new net.BlockList();
  list.addSubnet('169.254.0.0', 16, 'ipv4'); // link-local; AWS, GCP, Azure, OpenStack metadata at 169.254.169.254
  list.addAddress('100.100.100.200', 'ipv4'); // Alibaba Cloud metadata
  list.addAddress('192.0.0.192', 'ipv4'); // Oracle Cloud (classic) metadata
  list.addSubnet('fe80::', 10, 'ipv6'); // IPv6 link-local
  list.addAddress('fd00:ec2::254', 'ipv6'); // AWS metadata over IPv6
  list.addSubnet('64:ff9b::a9fe:0', 112, 'ipv6'); // 169.254.0.0/16 through NAT64
  return list;
})();

/** True for a link-local or cloud metadata address (IPv4-mapped IPv6 forms included). */
export function isLinkLocalOrMetadata(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  return LINK_LOCAL_OR_METADATA.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export type ResolvedAddress = { address: string; family: number };
/** A host name to its addresses (the system resolver; tests hand in their own). */
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;
const systemResolve: Resolve = (hostname) => dns.promises.lookup(hostname, { all: true });

export type WebhookTarget = {
  /** LEADS_WEBHOOK_URL */
  url: string;
  /** LEADS_WEBHOOK_SECRET, `whsec_…` */
  secret: string;
  allowLinkLocal: boolean;
};

export type AttemptResult = {
  /** delivered: a 2xx answer; gone: 410, the receiver asks for no more events; failed: anything else. */
  outcome: 'delivered' | 'gone' | 'failed';
  /** The answer's HTTP status, when one came. */
  status: number | null;
  /** What happened, for the log and the outbox row: a status or an error's kind, never the answer's text or the URL. */
  detail: string;
  /** The answer's first MAX_ANSWER_BYTES bytes as text (for `npm run webhook:test`; the worker drops it). */
  answer: string;
  ms: number;
};

/** A new event id, the `webhook-id` of every attempt of the event: `msg_` and 128 random bits. */
export const newEventId = () => `msg_${randomBytes(16).toString('base64url')}`;

/** The Standard Webhooks headers of one attempt: the event's id, the attempt's time, the signature of both and the body. */
export function signedHeaders(secret: string, id: string, body: string, at: Date): Record<string, string> {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(id, at, body),
  };
}

/**
 * POSTs one signed event. The URL's host is resolved once, the address checked, and the
 * connection made to that very address (the name still goes in Host and TLS SNI), so a DNS
 * answer that changes between the check and the connection cannot steer it elsewhere.
 * Redirects are not followed; the answer is read up to MAX_ANSWER_BYTES; the whole attempt is
 * bounded by `timeoutMs`. Never rejects.
 */
export async function sendWebhook(
  target: WebhookTarget,
  event: { id: string; body: string },
  { at = new Date(), timeoutMs = ATTEMPT_TIMEOUT_MS, resolve = systemResolve }: { at?: Date; timeoutMs?: number; resolve?: Resolve } = {},
): Promise<AttemptResult> {
  const started = Date.now();
  const result = (outcome: AttemptResult['outcome'], status: number | null, detail: string, answer = ''): AttemptResult => ({
    outcome,
    status,
    detail,
    answer,
    ms: Date.now() - started,
  });
  let url: URL;
  try {
    url = new URL(target.url);
  } catch {
    return result('failed', null, 'not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return result('failed', null, 'not an http(s) URL');
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: ResolvedAddress[];
  try {
    addresses = await resolve(hostname);
  } catch (error) {
    return result('failed', null, `DNS ${errorSummary(error)}`);
  }
  if (addresses.length === 0) return result('failed', null, 'DNS no address');
  if (!target.allowLinkLocal && addresses.some((a) => isLinkLocalOrMetadata(a.address))) {
    return result('failed', null, 'refused: the host resolves to a link-local or metadata address (LEADS_WEBHOOK_ALLOW_LINK_LOCAL)');
  }
  const pinned = addresses[0];
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'site-webhooks/1 (Standard Webhooks)',
    ...signedHeaders(target.secret, event.id, event.body, at),
  };
  const lookup = (_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) =>
    options?.all ? callback(null, [pinned]) : callback(null, pinned.address, pinned.family);

  return new Promise<AttemptResult>((done) => {
    let settled = false;
    let status: number | null = null;
    const chunks: Buffer[] = [];
    let bytes = 0;
    const finish = (outcome: AttemptResult['outcome'], detail: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      done(result(outcome, status, detail, Buffer.concat(chunks).toString('utf8')));
    };
    const byStatus = () => {
      if (status === null) return;
      if (status >= 200 && status < 300) finish('delivered', `HTTP ${status}`);
      else if (status === 410) finish('gone', 'HTTP 410 Gone');
      else if (status >= 300 && status < 400) finish('failed', `HTTP ${status}, redirects are not followed`);
      else finish('failed', `HTTP ${status}`);
    };
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(url, { method: 'POST', headers, agent: false, lookup: lookup as never }, (response) => {
      status = response.statusCode ?? null;
      response.on('data', (chunk: Buffer) => {
        const room = MAX_ANSWER_BYTES - bytes;
        chunks.push(chunk.subarray(0, room));
        bytes += Math.min(room, chunk.length);
        if (bytes >= MAX_ANSWER_BYTES) byStatus();
      });
      response.on('end', byStatus);
      // A connection cut mid-answer: the status has come, and it decides.
      response.on('error', byStatus);
      response.on('close', byStatus);
    });
    const timer = setTimeout(() => {
      // The status line came but the answer trickles: the status decides. Nothing came: a failure.
      if (status !== null) byStatus();
      else finish('failed', `no answer within ${timeoutMs} ms`);
    }, timeoutMs);
    request.on('error', (error) => (status !== null ? byStatus() : finish('failed', errorSummary(error))));
    request.end(event.body);
  });
}
