import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES, anyWebhookPayload, exampleEvent, testEvent, webhookEventSchemas, webhookJsonSchema } from './events';

describe('webhook events', () => {
  it('are the seven lead events', () => {
    expect(WEBHOOK_EVENT_TYPES).toEqual([
      'booking.created',
      'booking.confirmed',
      'booking.declined',
      'booking.cancelled',
      'contact.created',
      'newsletter.confirmed',
      'newsletter.unsubscribed',
    ]);
  });

  it.each(WEBHOOK_EVENT_TYPES)('%s: the example matches its schema, and no other type’s', (type) => {
    const example = exampleEvent(type);
    expect(webhookEventSchemas[type].parse(example)).toEqual(example);
    expect(anyWebhookPayload.parse(example)).toEqual(example);
    for (const other of WEBHOOK_EVENT_TYPES.filter((t) => t !== type)) expect(webhookEventSchemas[other].safeParse(example).success).toBe(false);
  });

  it('never carry a token or the client address hash', () => {
    for (const type of WEBHOOK_EVENT_TYPES) {
      const keys = Object.keys(exampleEvent(type).data);
      expect(keys.filter((k) => /token|ip/i.test(k))).toEqual([]);
    }
  });

  it('refuse a payload with a field of the wrong kind', () => {
    const example = exampleEvent('booking.created');
    expect(webhookEventSchemas['booking.created'].safeParse({ ...example, data: { ...example.data, preferred_date: 'June 1' } }).success).toBe(false);
    expect(webhookEventSchemas['booking.created'].safeParse({ ...example, version: 2 }).success).toBe(false);
  });

  it('include a test event that carries no lead', () => {
    const event = testEvent('https://site.test', new Date('2026-01-01T00:00:00Z'));
    expect(anyWebhookPayload.parse(event)).toEqual(event);
    expect(Object.keys(event.data).sort()).toEqual(['message', 'site']);
  });

  it('docs/webhooks.schema.json is the schemas’ current JSON Schema (else: npm run webhook:schema)', () => {
    expect(readFileSync('docs/webhooks.schema.json', 'utf8')).toBe(webhookJsonSchema());
  });
});
