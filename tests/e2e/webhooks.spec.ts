import fs from 'node:fs';
import path from 'node:path';
import { Webhook } from 'standardwebhooks';
import { dataDir, expect, test } from './fixtures';
import { localizedPath, type Locale } from '../../src/i18n/routing';
import { E2E_WEBHOOK_SECRET } from '../../scripts/lib/e2e-env';
import enForms from '../../messages/en/forms.json' with { type: 'json' };
import deForms from '../../messages/de/forms.json' with { type: 'json' };
import frForms from '../../messages/fr/forms.json' with { type: 'json' };

const forms = { en: enForms, de: deForms, fr: frForms } as const;
const locales: Locale[] = ['en', 'de', 'fr'];

type Delivery = { id: string; timestamp: string; signature: string; body: string; verified: boolean };

/** What the e2e run's webhook receiver (playwright.config.ts) got: one file per event. */
function deliveries(): Delivery[] {
  const dir = path.join(dataDir, 'webhooks');
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Delivery);
}

test.describe.configure({ timeout: 90_000 });

for (const [i, locale] of locales.entries()) {
  test(`a contact message sent in ${locale} reaches the owner's webhook receiver, signed, once`, async ({ page, context }) => {
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': `203.0.113.${120 + i}` });
    const t = forms[locale];
    const email = `webhook.${locale}.${Date.now().toString(36)}@receiver-test.example`;
    await page.goto(`${localizedPath('home', locale)}#contact`);
    const form = page.locator('#contact form');
    await form.getByLabel(t.fields.name).fill('Hedy Webhook');
    await form.getByLabel(t.fields.email).fill(email);
    await form.getByLabel(t.fields.company).fill('Frequency Hopping AG');
    await form.getByLabel(t.fields.phone).fill('+43 1 234 5678');
    await form.getByLabel(t.fields.message).fill('Please send this to our CRM.');
    await form.getByRole('button', { name: t.contact.submit }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: t.contact.successTitle })).toBeVisible();

    const mine = () => deliveries().filter((d) => d.body.includes(email));
    await expect.poll(() => mine().length, { timeout: 20_000 }).toBe(1);
    const [delivery] = mine();
    // The receiver verified it; so does the test, with the specification's library.
    expect(delivery.verified).toBe(true);
    expect(
      new Webhook(E2E_WEBHOOK_SECRET, {}).verify(delivery.body, {
        'webhook-id': delivery.id,
        'webhook-timestamp': delivery.timestamp,
        'webhook-signature': delivery.signature,
      }),
    ).toMatchObject({
      type: 'contact.created',
      version: 1,
      data: {
        kind: 'contact',
        name: 'Hedy Webhook',
        email,
        company: 'Frequency Hopping AG',
        message: 'Please send this to our CRM.',
        locale,
        page_path: localizedPath('home', locale),
      },
    });
    expect(delivery.body).not.toMatch(/ip_hash|203\.0\.113/);
    expect(deliveries().filter((d) => d.body.includes(email) && !d.verified)).toEqual([]);
  });
}
