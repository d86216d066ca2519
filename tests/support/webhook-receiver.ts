// A webhook receiver on loopback, as an owner's CRM would run one: it verifies each delivery's
// signature with the Standard Webhooks library and keeps what it got. The integration tests
// start it in-process (startWebhookReceiver); the e2e run starts it as a process that writes
// each verified event to a folder:
//   node --import tsx tests/support/webhook-receiver.ts --port 3101 --secret whsec_... --dir /tmp/hooks
import { mkdirSync, writeFileSync } from 'node:fs';
import http, { type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Webhook } from 'standardwebhooks';
import type { WebhookPayload } from '../../src/server/webhooks/events';

export type Delivery = {
  id: string;
  timestamp: string;
  signature: string;
  host: string;
  path: string;
  body: string;
  verified: boolean;
  /** The verified event (null when the signature did not verify). */
  payload: WebhookPayload | null;
  receivedAt: number;
};
export type Answer = number | { status?: number; body?: string; headers?: Record<string, string>; hang?: boolean; endless?: boolean };

export type WebhookReceiverOptions = { secret: string; port?: number; answer?: (delivery: Delivery, index: number) => Answer | Promise<Answer> };

export async function startWebhookReceiver({ secret, port = 0, answer = (delivery) => (delivery.verified ? 200 : 400) }: WebhookReceiverOptions) {
  const webhook = new Webhook(secret);
  const received: Delivery[] = [];
  const open = new Set<ServerResponse>();
  const server = http.createServer((req, res) => {
    // Anything but a POST (a readiness check) is answered and not kept.
    if (req.method !== 'POST') {
      res.end('ok');
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const header = (name: string) => String(req.headers[name] ?? '');
      let payload: WebhookPayload | null = null;
      let verified = false;
      try {
        payload = webhook.verify(body, { 'webhook-id': header('webhook-id'), 'webhook-timestamp': header('webhook-timestamp'), 'webhook-signature': header('webhook-signature') }) as WebhookPayload;
        verified = true;
      } catch {
        // Kept unverified: the test says what it expected.
      }
      const delivery: Delivery = {
        id: header('webhook-id'),
        timestamp: header('webhook-timestamp'),
        signature: header('webhook-signature'),
        host: header('host'),
        path: req.url ?? '',
        body,
        verified,
        payload,
        receivedAt: Date.now(),
      };
      received.push(delivery);
      const given = await answer(delivery, received.length - 1);
      const a = typeof given === 'number' ? { status: given } : given;
      if (a.hang) {
        open.add(res);
        return;
      }
      res.writeHead(a.status ?? 200, { 'content-type': 'application/json', ...(a.headers ?? {}) });
      if (a.endless) {
        // An answer that never ends: 16 KB a write, as fast as the client reads.
        open.add(res);
        const chunk = Buffer.alloc(16 * 1024, 'x');
        const pump = () => {
          while (!res.destroyed && res.write(chunk));
          if (!res.destroyed) res.once('drain', pump);
        };
        res.on('close', () => open.delete(res));
        pump();
        return;
      }
      res.end(a.body ?? (verified ? '{"ok":true}' : '{"error":"bad signature"}'));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    port: address.port,
    url: `http://127.0.0.1:${address.port}/hooks/leads`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// As a process (the e2e run): each verified event to <dir>/<webhook-id>.json, an unverified one to <dir>/unverified-<n>.json.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const dir = arg('dir');
  const secret = arg('secret');
  if (!dir || !secret) throw new Error('usage: webhook-receiver.ts --port N --secret whsec_... --dir DIR');
  mkdirSync(dir, { recursive: true });
  let unverified = 0;
  const receiver = await startWebhookReceiver({
    secret,
    port: Number(arg('port') ?? 0),
    answer: (delivery) => {
      const name = delivery.verified ? delivery.id.replace(/[^\w-]/g, '_') : `unverified-${++unverified}`;
      writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(delivery, null, 2));
      return delivery.verified ? 200 : 400;
    },
  });
  process.on('SIGTERM', () => void receiver.close().then(() => process.exit(0)));
  process.stdout.write(`[webhook-receiver] listening on ${receiver.url}\n`);
}
