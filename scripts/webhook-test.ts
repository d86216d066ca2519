// npm run webhook:test [-- <event type>]: sends one signed event to LEADS_WEBHOOK_URL, as the
// server would (same signing, same address checks, same limits), and prints the receiver's
// answer. Without a type it sends `webhook.test`, which carries no lead; with one of the seven
// lead event types it sends that type's example (fictitious people at example domains), so that
// a CRM or an automation tool can learn the fields. Reads the configuration like the server
// does (.env files included); touches no database.
// npm run webhook:test -- --new-secret: prints a new secret for LEADS_WEBHOOK_SECRET.
import { randomBytes } from 'node:crypto';
import nextEnv from '@next/env';
import { env } from '@/lib/env';
import { ATTEMPT_TIMEOUT_MS, newEventId, sendWebhook } from '@/server/webhooks/deliver';
import { WEBHOOK_EVENT_TYPES, exampleEvent, testEvent, type WebhookEventType } from '@/server/webhooks/events';

const say = (line: string) => process.stdout.write(`${line}\n`);
const fail = (line: string): never => {
  process.stderr.write(`[webhook:test] ${line}\n`);
  process.exit(1);
};

async function main() {
  const args = process.argv.slice(2);
  if (args.includes('--new-secret')) {
    // 32 random bytes: inside the specification's 24 to 64.
    say(`whsec_${randomBytes(32).toString('base64')}`);
    return;
  }
  nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
  let config;
  try {
    config = env();
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
  const { LEADS_WEBHOOK_URL: url, LEADS_WEBHOOK_SECRET: secret, LEADS_WEBHOOK_ALLOW_LINK_LOCAL: allowLinkLocal, SITE_URL } = config;
  if (!url || !secret) return fail('set LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET first (a new secret: npm run webhook:test -- --new-secret)');
  const type = args.find((a) => !a.startsWith('--')) ?? 'webhook.test';
  if (type !== 'webhook.test' && !WEBHOOK_EVENT_TYPES.includes(type as WebhookEventType)) {
    return fail(`unknown event type "${type}": use webhook.test or one of ${WEBHOOK_EVENT_TYPES.join(', ')}`);
  }
  const now = new Date();
  const payload = type === 'webhook.test' ? testEvent(SITE_URL, now) : { ...exampleEvent(type as WebhookEventType), timestamp: now.toISOString() };
  const id = newEventId();
  // The origin only: the path of a receiver's URL is often its password.
  say(`[webhook:test] POST ${type} (webhook-id ${id}) to ${new URL(url).origin}/…`);
  const result = await sendWebhook({ url, secret, allowLinkLocal }, { id, body: JSON.stringify(payload) }, { at: now, timeoutMs: ATTEMPT_TIMEOUT_MS });
  if (result.status === null) return fail(`no answer: ${result.detail} (after ${result.ms} ms)`);
  say(`[webhook:test] the receiver answered ${result.status} in ${result.ms} ms${result.answer ? ':' : ' (no body)'}`);
  if (result.answer) say(result.answer);
  if (result.outcome === 'gone') return fail('410 Gone: the receiver asks for no more events; the server stops delivering when it gets this answer');
  if (result.outcome !== 'delivered') return fail(`${result.detail}: the server would try this event again later`);
  say('[webhook:test] delivered: the receiver accepted the signed event.');
}

main().catch((error) => fail(error instanceof Error ? error.message : String(error)));
