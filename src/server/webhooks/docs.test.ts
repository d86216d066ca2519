import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES, anyWebhookPayload, exampleEvent, testEvent, type WebhookEventType } from './events';

/** The fenced blocks of a Markdown file in the given language. */
const blocks = (file: string, lang: string) => [...readFileSync(file, 'utf8').matchAll(new RegExp(`\`\`\`${lang}\\n([\\s\\S]*?)\`\`\``, 'g'))].map((m) => m[1]);

const expected = (type: string) =>
  type === 'webhook.test' ? testEvent('https://chatgpt-consultant.com', new Date('2026-05-04T12:00:00Z')) : exampleEvent(type as WebhookEventType);

describe('the webhook docs say what the code sends', () => {
  it('docs/webhooks.md: each example is the code’s example of its type, and every type is listed', () => {
    const examples = blocks('docs/webhooks.md', 'json').map((b) => anyWebhookPayload.parse(JSON.parse(b)));
    expect(examples.map((e) => e.type)).toEqual(['booking.created', 'contact.created', 'newsletter.confirmed', 'newsletter.unsubscribed', 'webhook.test']);
    for (const example of examples) expect(example).toEqual(expected(example.type));
    const doc = readFileSync('docs/webhooks.md', 'utf8');
    for (const type of WEBHOOK_EVENT_TYPES) expect(doc).toContain(`| \`${type}\` |`);
  });

  it('docs/operations.md: its payload is the code’s example, and its receiver is docs/examples/webhook-to-chat.mjs', () => {
    const [payload] = blocks('docs/operations.md', 'json').filter((b) => b.includes('"type"'));
    expect(JSON.parse(payload)).toEqual(exampleEvent('contact.created'));
    const receiver = readFileSync('docs/examples/webhook-to-chat.mjs', 'utf8').replace(/^(\/\/.*\n)+/, '');
    expect(blocks('docs/operations.md', 'js')).toContain(receiver);
  });
});
