import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page, Request } from '@playwright/test';
import { dataDir, expect, from, newVisitor, test } from './fixtures';
import { localizedPath, type Locale } from '../../src/i18n/routing';
import { BOUNDS } from '../../src/features/leads/options';
import enForms from '../../messages/en/forms.json' with { type: 'json' };
import deForms from '../../messages/de/forms.json' with { type: 'json' };
import frForms from '../../messages/fr/forms.json' with { type: 'json' };
import enLeads from '../../messages/en/leads.json' with { type: 'json' };
import deLeads from '../../messages/de/leads.json' with { type: 'json' };
import frLeads from '../../messages/fr/leads.json' with { type: 'json' };
import enHeader from '../../messages/en/header.json' with { type: 'json' };
import deHeader from '../../messages/de/header.json' with { type: 'json' };
import frHeader from '../../messages/fr/header.json' with { type: 'json' };

const texts = {
  en: { forms: enForms, errors: enForms.errors, header: enHeader, mail: enLeads.email.newsletter, linkPage: enLeads.newsletterPage, linkPages: enLeads.bookingPage },
  de: { forms: deForms, errors: deForms.errors, header: deHeader, mail: deLeads.email.newsletter, linkPage: deLeads.newsletterPage, linkPages: deLeads.bookingPage },
  fr: { forms: frForms, errors: frForms.errors, header: frHeader, mail: frLeads.email.newsletter, linkPage: frLeads.newsletterPage, linkPages: frLeads.bookingPage },
} as const;
const locales: Locale[] = ['en', 'de', 'fr'];

// Whole visitor journeys with server round trips and mail delivery: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

// Every test is its own client, of a network of its own (newVisitor), so that neither the
// per-client limit of the forms nor the caps on mail to visitors per client and per network (10 an
// hour for an IPv4 /24) mix tests up, in this worker or the other.
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders(from(newVisitor()));
});

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function outboxContaining(needle: string): Promise<string[]> {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  // Only finished mails: the outbox writes `<name>.eml.tmp` and renames it when complete.
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .filter((content) => content.includes(needle));
}

/** The finished mails addressed to `address` (the owner's notification names it only as Reply-To). */
const mailsTo = (address: string) => outboxContaining(`\nTo: ${address}\n`);
/** LEADS_TO of the e2e server: the default of src/lib/env.ts. */
const OWNER = 'leads@chatgpt-consultant.com';
/**
 * The owner's notifications that contain `needle`. Not every mail with the visitor's name: the
 * German acknowledgement greets the visitor by full name.
 */
const ownerMails = async (needle: string) => (await mailsTo(OWNER)).filter((mail) => mail.includes(needle));
/** A business address of its own for each test: a visitor gets one acknowledgement a day. */
const uniqueAddress = (local: string, domain: string) => `${local}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@${domain}`;

type Texts = (typeof texts)[Locale];
type ContactValues = { name: string; email: string; company: string; phone: string; message: string };

/** Fills a lead form's fields by their labels in the page's language. */
async function fill(form: Locator, t: Texts, values: Partial<Record<keyof Texts['forms']['fields'], string>>) {
  for (const [field, value] of Object.entries(values)) await form.getByLabel(t.forms.fields[field as keyof Texts['forms']['fields']]).fill(value);
}

/** Sends the home page's contact form without JavaScript, as a visitor at `ip`: the page and its post. */
async function sendContactWithoutJavaScript(browser: Browser, locale: Locale, ip: string, values: ContactValues): Promise<{ page: Page; original: Request }> {
  const t = texts[locale];
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: from(ip) });
  const page = await context.newPage();
  await page.goto(localizedPath('home', locale));
  const form = page.locator('#contact form');
  await fill(form, t, values);
  const posted = page.waitForRequest((r) => r.method() === 'POST');
  await form.getByRole('button', { name: t.forms.contact.submit }).click();
  return { page, original: await posted };
}

const toast = (page: Page) => page.locator('[data-sonner-toast]');

/**
 * Picks the `day`-th day with a free time in the booking calendar (on to the next months when
 * needed) and that day's `time`-th time; returns the time's label.
 */
async function pickSlot(dialog: Locator, day: number, time: number): Promise<string> {
  await expect(dialog.getByRole('grid')).toBeVisible();
  // A repeated run (--repeat-each) books days of its own.
  let n = day + 3 * test.info().repeatEachIndex;
  for (;;) {
    const days = dialog.locator('[role="grid"] button:not([disabled])');
    const count = await days.count();
    if (n < count) {
      await days.nth(n).click();
      break;
    }
    n -= count;
    await dialog.getByRole('navigation').getByRole('button').last().click();
  }
  const choice = dialog.locator('label[for^="booking-slot-2"]').nth(time);
  await choice.click();
  return (await choice.textContent())!.replace(/[\u00a0\u202f]/g, ' ');
}

/** The path of a booking link in a stored mail (quoted-printable undone). */
function linkIn(mail: string, action: 'confirm' | 'decline' | 'cancel'): string | undefined {
  const text = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return new RegExp(`/api/booking/${action}\\?token=[A-Za-z0-9_-]{43}`).exec(text)?.[0];
}

test('every text field stops at the length the server accepts', async ({ page }) => {
  // What the browser lets a visitor type, field by field, against the schemas' bounds.
  const limits = (form: Locator) =>
    form.locator('input[maxlength], textarea[maxlength]').evaluateAll((fields) => Object.fromEntries(fields.map((f) => [f.getAttribute('name'), Number(f.getAttribute('maxlength'))])));
  const bounds = (...names: Array<keyof typeof BOUNDS>) => Object.fromEntries(names.map((n) => [n, BOUNDS[n].max]));
  await page.goto('/');
  expect(await limits(page.locator('#contact form'))).toEqual(bounds('name', 'email', 'company', 'phone', 'message'));
  expect(await limits(page.locator('footer form'))).toEqual(bounds('email'));
  await page.goto(localizedPath('bookConsultation', 'en'));
  expect(await limits(page.locator('main form'))).toEqual(bounds('name', 'email', 'company', 'phone', 'goals'));
});

for (const locale of locales) {
  const t = texts[locale];

  test.describe(`booking (${locale})`, () => {
    // A visitor in New York books a consultancy in Berlin.
    test.use({ timezoneId: 'America/New_York' });

    test('shows the free times in the visitor’s zone with Berlin’s beside them, refuses missing fields and a free-mail address, books; the owner confirms by the link', async ({ page, axe }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(localizedPath('services', locale));
      await page.getByRole('banner').getByRole('link', { name: t.header.bookConsultation }).click();
      const dialog = page.getByRole('dialog', { name: t.forms.booking.title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('grid')).toBeVisible();
      await axe();
      // The browser's zone, named, and the owner's city.
      const zone = dialog.getByLabel(t.forms.fields.timeZone);
      await expect(zone).toHaveValue('America/New_York');
      // Another zone: its city in the page's language beside Berlin; ours: one clock, and the note says so.
      await zone.selectOption('Europe/Vienna');
      await expect(dialog.getByText(new RegExp(`^\\d.* ${{ en: 'Vienna', de: 'Wien', fr: 'Vienne' }[locale]} · .+ Berlin$`)).first()).toBeVisible();
      await zone.selectOption('Europe/Berlin');
      await expect(dialog).toContainText(t.forms.slots.zoneNoteOurs.split('{zone}')[1].replace('{city}', 'Berlin'));
      await zone.selectOption('America/New_York');

      // Nothing chosen: the date is checked first.
      await dialog.getByRole('button', { name: t.forms.booking.submit }).click();
      await expect(toast(page).filter({ hasText: t.errors.dateRequired.title })).toBeVisible();
      await expect(toast(page).filter({ hasText: t.errors.dateRequired.description })).toBeVisible();

      // A free time, but the other fields empty.
      const label = await pickSlot(dialog, locales.indexOf(locale), 0);
      expect(label).toMatch(/New York · .+ Berlin$/);
      const chosen = await dialog.locator('input[name="slot"]').inputValue();
      expect(chosen).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}Z$/);
      await dialog.getByRole('button', { name: t.forms.booking.submit }).click();
      await expect(toast(page).filter({ hasText: t.errors.requiredFields.title })).toBeVisible();

      const name = unique('Ada Booking');
      await dialog.getByLabel(t.forms.fields.name).fill(name);
      await dialog.getByLabel(t.forms.fields.email).fill('ada@GMAIL.com');
      await dialog.getByLabel(t.forms.fields.company).fill('Analytical Engines Ltd');
      await dialog.getByLabel(t.forms.fields.phone).fill('+44 20 7946 0958');
      await dialog.getByLabel(t.forms.fields.budget).selectOption('50k-100k');
      await dialog.getByLabel(t.forms.fields.goals).fill('Automate our customer support with a GPT assistant.');
      await dialog.getByRole('button', { name: t.forms.booking.submit }).click();
      await expect(toast(page).filter({ hasText: t.errors.businessEmailBooking.description })).toBeVisible();
      // The entered data stays, the time chosen too.
      await expect(dialog.getByLabel(t.forms.fields.name)).toHaveValue(name);
      await expect(dialog.locator('input[name="slot"]')).toHaveValue(chosen);

      const email = uniqueAddress('ada', 'analytical-engines.example');
      await dialog.getByLabel(t.forms.fields.email).fill(email);
      await dialog.getByRole('button', { name: t.forms.booking.submit }).click();
      await expect(toast(page).filter({ hasText: t.forms.booking.successTitle })).toBeVisible();
      await expect(dialog).toBeHidden();

      // Stored, then mailed: the owner's notification with the confirm link, the visitor's with the cancel link.
      await expect.poll(async () => (await ownerMails(name)).length, { timeout: 20_000 }).toBe(1);
      await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBe(1);
      const [request] = await mailsTo(email);
      expect(request).not.toContain('text/calendar');
      expect(linkIn(request, 'cancel')).toBeTruthy();

      // Opened again, the form is empty and nothing is chosen; the time just booked is no longer offered.
      await page.getByRole('banner').getByRole('link', { name: t.header.bookConsultation }).click();
      await expect(dialog.getByLabel(t.forms.fields.name)).toHaveValue('');
      await expect(dialog.locator('input[name="slot"]')).toHaveValue('');
      await expect(dialog.locator(`label[for="booking-slot-${chosen}"]`)).toHaveCount(0);

      // The owner confirms: the link opens a page with one button; the visitor then gets the invitation.
      const [owner] = await ownerMails(name);
      await page.goto(linkIn(owner, 'confirm')!);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(enLeads.bookingPage.confirm.title);
      expect(await mailsTo(email)).toHaveLength(1);
      await page.getByRole('button', { name: enLeads.bookingPage.confirm.button }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(enLeads.bookingPage.state.confirmed.title);
      await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBe(2);
      expect((await mailsTo(email)).find((m) => m.includes('text/calendar'))).toMatch(/method=REQUEST/i);
    });

    test('works without JavaScript: the free times of the next days as a plain select', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: from(newVisitor()) });
      const page = await context.newPage();
      await page.goto(localizedPath('home', locale));
      // The link leads to the booking page, which holds the same form.
      await page.getByRole('banner').getByRole('link', { name: t.header.bookConsultation }).click();
      await expect(page).toHaveURL(new RegExp(`${localizedPath('bookConsultation', locale)}$`));
      const section = page.getByRole('main');
      const name = unique('Grace NoJS');
      await section.getByLabel(t.forms.fields.name).fill(name);
      await section.getByLabel(t.forms.fields.email).fill('grace@yahoo.com');
      await section.getByLabel(t.forms.fields.company).fill('Compilers Inc');
      await section.getByLabel(t.forms.fields.phone).fill('+1 202 555 0143');
      await section.getByLabel(t.forms.fields.goals).fill('Train 200 engineers on prompt engineering.');
      // The server lists the free times; what was typed stays.
      await section.getByRole('button', { name: t.forms.slots.showTimes }).click();
      const select = page.getByRole('main').getByLabel(t.forms.fields.timeSlot);
      // The page that lists them opens on them.
      await expect(select).toBeFocused();
      await expect(select).toBeInViewport();
      await expect(page.getByRole('main').getByLabel(t.forms.fields.name)).toHaveValue(name);
      const options = select.locator('option[value$="Z"]');
      expect(await options.count()).toBeGreaterThan(20);
      await expect(options.first()).toHaveText(/Berlin$/);
      const slot = (await options.nth(7 * locales.indexOf(locale) + 4).getAttribute('value'))!;
      await select.selectOption(slot);
      await page.getByRole('main').getByRole('button', { name: t.forms.booking.submit }).click();

      // The page comes back with the refusal, the entered data and the time chosen.
      const back = page.getByRole('main');
      await expect(back.getByRole('alert')).toContainText(t.errors.businessEmailBooking.title);
      await expect(back.getByRole('alert')).toBeInViewport();
      await expect(back.getByLabel(t.forms.fields.name)).toHaveValue(name);
      await expect(back.getByLabel(t.forms.fields.timeSlot)).toHaveValue(slot);
      const email = uniqueAddress('grace', 'compilers.example');
      await back.getByLabel(t.forms.fields.email).fill(email);
      await back.getByRole('button', { name: t.forms.booking.submit }).click();
      await expect(page.getByRole('main').getByRole('status')).toContainText(t.forms.booking.successTitle);
      await expect.poll(async () => (await ownerMails(name)).length, { timeout: 20_000 }).toBe(1);
      await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBe(1);

      // The visitor cancels without JavaScript too: a page in their language, one button.
      await page.goto(linkIn((await mailsTo(email))[0], 'cancel')!);
      await page.getByRole('button', { name: texts[locale].linkPages.cancel.button }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts[locale].linkPages.state.cancelled.title);
      await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBe(2);
      await context.close();
    });
  });

  test(`the booking dialog fits a 320 px phone, calendar and all (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(localizedPath('services', locale));
    await page.getByRole('main').locator('a[aria-haspopup="dialog"]').first().click();
    const dialog = page.getByRole('dialog', { name: t.forms.booking.title });
    await expect(dialog.getByRole('grid')).toBeVisible();
    // Nothing to scroll sideways inside it (a week of 40 px days and the dialog's padding did not fit).
    expect(await dialog.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
  });

  if (locale === 'fr')
    test('without JavaScript, a time booked meanwhile by someone else is not swapped for another: the visitor chooses again', async ({ browser }) => {
      const t = texts[locale];
      const visitor = async () => {
        const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: from(newVisitor()) });
        const page = await context.newPage();
        await page.goto(localizedPath('bookConsultation', locale));
        const name = unique('Taken NoJS');
        await fill(page.getByRole('main'), t, {
          name,
          email: uniqueAddress('taken', 'acme.example'),
          company: 'Acme SAS',
          phone: '+33 1 23 45 67 89',
          goals: 'Un atelier sur nos usages de ChatGPT.',
        });
        await page.getByRole('main').getByRole('button', { name: t.forms.slots.showTimes }).click();
        return { page, name, select: page.getByRole('main').getByLabel(t.forms.fields.timeSlot) };
      };
      const [a, b] = [await visitor(), await visitor()];
      // Both choose the same time (the last offered: no other test books it); B sends first.
      const slot = (await a.select.locator('option[value$="Z"]').last().getAttribute('value'))!;
      await a.select.selectOption(slot);
      await b.select.selectOption(slot);
      await b.page.getByRole('main').getByRole('button', { name: t.forms.booking.submit }).click();
      await expect(b.page.getByRole('main').getByRole('status')).toContainText(t.forms.booking.successTitle);

      await a.page.getByRole('main').getByRole('button', { name: t.forms.booking.submit }).click();
      const back = a.page.getByRole('main');
      await expect(back).toContainText(t.errors.slotTaken);
      await expect(back.getByLabel(t.forms.fields.name)).toHaveValue(a.name);
      // No other time stands in the taken one's place: sent again as it is, the form is refused.
      await expect(a.select).toHaveValue('');
      await back.getByRole('button', { name: t.forms.booking.submit }).click();
      await expect(a.page.getByRole('main').getByLabel(t.forms.fields.name)).toHaveValue(a.name);
      await expect(a.page.getByRole('main').getByRole('status').filter({ hasText: t.forms.booking.successTitle })).toHaveCount(0);
      expect(await ownerMails(a.name)).toHaveLength(0);
      await a.page.context().close();
      await b.page.context().close();
    });

  test(`booking a consultant of the directory (${locale}) names them in the dialog and in the owner's email`, async ({ page }) => {
    await page.goto(localizedPath('findConsultant', locale));
    const card = page.locator('[data-consultant-id="sarah-mitchell"]');
    await card.locator('a[data-booking]').click();
    const dialog = page.getByRole('dialog', { name: t.forms.booking.title });
    await expect(dialog).toContainText(t.forms.booking.withConsultant.replace('{name}', 'Sarah Mitchell'));
    // The form sends the directory's id, never a name the page could be made to say.
    await expect(dialog.locator('input[name="consultant"]')).toHaveValue('sarah-mitchell');
    const name = unique('Directory Booker');
    const email = uniqueAddress('booker', 'directory-corp.example');
    await fill(dialog, t, { name, email, company: 'Directory Corp', phone: '+44 20 7946 0000' });
    await pickSlot(dialog, locales.indexOf(locale), 2);
    await dialog.getByLabel(t.forms.fields.goals).fill('Meet Sarah about our AI strategy.');
    await dialog.getByRole('button', { name: t.forms.booking.submit }).click();
    await expect(toast(page).filter({ hasText: t.forms.booking.successTitle })).toBeVisible();
    await expect.poll(async () => (await ownerMails(name)).length, { timeout: 20_000 }).toBe(1);
    expect((await ownerMails(name))[0]).toContain('Consultant: Sarah Mitchell');
  });

  test.describe(`contact form (${locale})`, () => {
    test('marks required fields, refuses free mail, sends', async ({ page, axe }) => {
      await page.goto(`${localizedPath('home', locale)}#contact`);
      const form = page.locator('#contact form');
      await expect(form.locator('label', { hasText: '*' })).toHaveCount(5);
      await form.getByRole('button', { name: t.forms.contact.submit }).click();
      await expect(toast(page).filter({ hasText: t.errors.requiredFields.title })).toBeVisible();
      // Readable with the notice on screen; the summary names each missing field and leads to it.
      await axe();
      const summary = form.getByRole('alert');
      for (const field of ['name', 'email', 'company', 'phone', 'message'] as const) {
        await expect(summary.getByRole('link', { name: t.forms.fields[field], exact: true })).toBeVisible();
      }
      await expect(summary.getByRole('link')).toHaveCount(5);
      // Each line as the language writes it ("Nom complet : …", a no-break space before the colon).
      expect(await summary.getByRole('listitem').first().textContent()).toBe(`${t.forms.fields.name}${t.errors.summaryColon} ${t.errors.required}`);
      await summary.getByRole('link', { name: t.forms.fields.phone, exact: true }).click();
      await expect(form.getByLabel(t.forms.fields.phone)).toBeFocused();

      const name = unique('Linus Contact');
      await form.getByLabel(t.forms.fields.name).fill(name);
      await form.getByLabel(t.forms.fields.email).fill('linus@Outlook.com');
      await form.getByLabel(t.forms.fields.company).fill('Kernel Works');
      await form.getByLabel(t.forms.fields.phone).fill('+358 9 123 4567');
      await form.getByLabel(t.forms.fields.service).selectOption('training');
      await form.getByLabel(t.forms.fields.message).fill('We would like a workshop for our team.');
      await form.getByRole('button', { name: t.forms.contact.submit }).click();
      await expect(toast(page).filter({ hasText: t.errors.businessEmailContact.title })).toBeVisible();
      await expect(toast(page).filter({ hasText: t.errors.businessEmailContact.description })).toBeVisible();

      const email = uniqueAddress('linus', 'kernel-works.example');
      await form.getByLabel(t.forms.fields.email).fill(email);
      await form.getByRole('button', { name: t.forms.contact.submit }).click();
      await expect(toast(page).filter({ hasText: t.forms.contact.successTitle })).toBeVisible();
      await expect(form.getByLabel(t.forms.fields.name)).toHaveValue('');
      await expect.poll(async () => (await ownerMails(name)).length, { timeout: 20_000 }).toBe(1);
      await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBe(1);
      // The acknowledgement greets the first name and repeats nothing else that was typed.
      const [ack] = await mailsTo(email);
      expect(ack).not.toContain('Kernel Works');
      expect(ack).not.toContain('workshop');
    });

    test('works without JavaScript', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: from(newVisitor()) });
      const page = await context.newPage();
      await page.goto(localizedPath('home', locale));
      const form = page.locator('#contact form');
      await form.getByLabel(t.forms.fields.name).fill('Barbara NoJS');
      await form.getByRole('button', { name: t.forms.contact.submit }).click();
      const back = page.locator('#contact form');
      await expect(back.getByRole('alert')).toContainText(t.errors.requiredFields.title);
      // The answer is a new page: it opens on the outcome, not at its top, 13,000 px above.
      await expect(back.getByRole('alert')).toBeFocused();
      await expect(back.getByRole('alert')).toBeInViewport();
      await expect(back.getByRole('alert').getByRole('link')).toHaveCount(4);
      await expect(back.getByRole('alert').getByRole('link', { name: t.forms.fields.email, exact: true })).toHaveAttribute('href', '#contact-email');
      await expect(back.getByLabel(t.forms.fields.name)).toHaveValue('Barbara NoJS');
      await back.getByLabel(t.forms.fields.email).fill('barbara@liskov.example');
      await back.getByLabel(t.forms.fields.company).fill('Substitution Ltd');
      await back.getByLabel(t.forms.fields.phone).fill('+1 617 555 0100');
      await back.getByLabel(t.forms.fields.message).fill('Please call me about governance.');
      await back.getByRole('button', { name: t.forms.contact.submit }).click();
      await expect(page.locator('#contact form').getByRole('status')).toContainText(t.forms.contact.successTitle);
      await expect(page.locator('#contact form').getByRole('status')).toBeInViewport();
      await context.close();
    });

    test('bad input gets a clear message in the page’s language and keeps what was typed; a forged post injects nothing', async ({ page, browser }) => {
      await page.goto(`${localizedPath('home', locale)}#contact`);
      const form = page.locator('#contact form');
      const name = '<script>alert(1)</script> Ada \u202eecalevoL \u200b🚀';
      await fill(form, t, { name, email: 'ada@@analytical engines', company: 'Engines <b>Ltd</b>', phone: 'call me 📞', message: 'short' });
      await form.getByRole('button', { name: t.forms.contact.submit }).click();
      await expect(toast(page).filter({ hasText: t.errors.invalidFields.title })).toBeVisible();
      await expect(form).toContainText(t.errors.emailInvalid);
      await expect(form).toContainText(t.errors.phoneInvalid);
      await expect(form).toContainText(t.errors.messageLength);
      await expect(form.getByLabel(t.forms.fields.name)).toHaveValue(name);
      await expect(form.getByLabel(t.forms.fields.email)).toHaveValue('ada@@analytical engines');
      await expect(form.getByLabel(t.forms.fields.message)).toHaveValue('short');

      // What no browser sends: line breaks and a NUL in a header-bound field, in the form's own
      // post (the form as it works without JavaScript), then sent to the site as it is.
      const { page: nojs, original } = await sendContactWithoutJavaScript(browser, locale, newVisitor(), {
        name: 'Forged Visitor',
        email: uniqueAddress('forged', 'forged-corp.example'),
        company: 'Forged Corp',
        phone: '+1 617 555 0101',
        message: 'A message that is long enough.',
      });
      const forgedName = unique('Forged\r\nBcc: victim@elsewhere.example\r\nX-Injected: 1\u0000');
      const body = (original.postDataBuffer() ?? Buffer.alloc(0))
        .toString('latin1')
        .replace(/name="name"\r\n\r\n[^\r]*/, `name="name"\r\n\r\n${Buffer.from(forgedName, 'utf8').toString('latin1')}`)
        .replace(/name="message"\r\n\r\n[^\r]*/, 'name="message"\r\n\r\nA forged message, long enough.');
      const headers = await original.allHeaders();
      const forged = await nojs.request.post(original.url(), { headers, data: Buffer.from(body, 'latin1') });
      expect(forged.status()).toBeLessThan(500);
      const marker = forgedName.split(' ').pop()!.replace('\u0000', '');
      await expect.poll(async () => (await outboxContaining(marker)).length, { timeout: 20_000 }).toBe(1);
      const [mail] = await outboxContaining(marker);
      const headerBlock = mail.slice(0, mail.indexOf('\n\n'));
      expect(headerBlock).not.toMatch(/^(bcc|x-injected):/im);
      expect(mail).not.toContain('\u0000');
      await nojs.context().close();
    });

    test('a replayed no-JavaScript post stores one lead and sends one set of emails', async ({ browser }) => {
      const ip = newVisitor();
      const name = unique('Replay Visitor');
      const email = uniqueAddress('replay', 'replay-corp.example');
      const { page, original } = await sendContactWithoutJavaScript(browser, locale, ip, {
        name,
        email,
        company: 'Replay Corp',
        phone: '+1 617 555 0199',
        message: 'Please call me about a pilot project.',
      });
      const context = page.context();
      await expect(page.locator('#contact form').getByRole('status')).toContainText(t.forms.contact.successTitle);

      // The same bytes again, twice at once (a reload that resends the form, a double click, a script).
      const headers = { ...(await original.allHeaders()), ...from(ip) };
      const replays = await Promise.all([0, 1].map(() => context.request.post(original.url(), { headers, data: original.postDataBuffer() ?? Buffer.alloc(0) })));
      for (const replay of replays) {
        expect(replay.status()).toBe(200);
        // Answered as the first was: the success, in the page's language.
        expect(await replay.text()).toContain(t.forms.contact.successTitle);
      }
      await expect.poll(async () => (await ownerMails(name)).length, { timeout: 20_000 }).toBe(1);
      await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBe(1);
      // Given time, nothing more arrives.
      await page.waitForTimeout(3_000);
      expect(await ownerMails(name)).toHaveLength(1);
      expect(await mailsTo(email)).toHaveLength(1);
      await context.close();
    });
  });

  test(`newsletter (${locale}) thanks the subscriber; its mail links change nothing until the button is pressed`, async ({ page, playwright }) => {
    await page.goto(localizedPath('home', locale));
    const footer = page.getByRole('contentinfo');
    const email = `news-${Date.now().toString(36)}-${locale}@company.example`;
    await footer.getByLabel(t.forms.newsletter.label).fill(email);
    await footer.getByRole('button', { name: t.forms.newsletter.subscribe }).click();
    await expect(toast(page).filter({ hasText: t.forms.newsletter.successTitle })).toBeVisible();
    await expect(footer.getByRole('status')).toContainText(t.forms.newsletter.successTitle);
    await expect.poll(async () => (await outboxContaining(email)).length, { timeout: 20_000 }).toBe(1);
    const [mail] = await outboxContaining(email);
    const body = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const linkTo = (kind: string) => {
      const link = new RegExp(`https?://[^\\s"<>]+/api/newsletter/${kind}\\?token=[A-Za-z0-9_-]+`).exec(body)?.[0];
      expect(link, kind).toBeTruthy();
      const url = new URL(link!);
      return url.pathname + url.search;
    };
    const confirm = linkTo('confirm');
    const unsubscribe = linkTo('unsubscribe');

    // A mail scanner fetches every link, twice, with no cookies and no JavaScript: each page only asks.
    const scanner = await playwright.request.newContext({ baseURL: page.url() });
    for (const link of [confirm, unsubscribe, confirm, unsubscribe]) {
      const answer = await scanner.get(link, { maxRedirects: 0 });
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-language']).toBe(locale);
    }
    await scanner.dispose();

    // Opened in the browser, the confirmation link still asks; its button confirms (the scanner
    // unsubscribed nobody) and lands on the home page of the subscriber's language.
    await page.goto(confirm);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.linkPage.confirmTitle);
    await page.getByRole('button', { name: t.mail.confirmLink }).click();
    await expect(page).toHaveURL(new RegExp(`${localizedPath('home', locale) === '/' ? '/' : localizedPath('home', locale)}(\\?.*)?$`));
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(toast(page).filter({ hasText: t.forms.newsletter.confirmed })).toBeVisible();

    await page.goto(unsubscribe);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.linkPage.unsubscribeTitle);
    await page.getByRole('button', { name: t.mail.unsubscribeLink }).click();
    await expect(toast(page).filter({ hasText: t.forms.newsletter.unsubscribed })).toBeVisible();
  });

  test(`newsletter (${locale}) works without JavaScript`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: from(newVisitor()) });
    const page = await context.newPage();
    await page.goto(localizedPath('newsViews', locale));
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel(t.forms.newsletter.label).fill('not-an-address');
    await footer.getByRole('button', { name: t.forms.newsletter.subscribe }).click();
    // The page comes back with the refusal and the entered value.
    const back = page.getByRole('contentinfo');
    await expect(back.getByRole('alert')).toBeVisible();
    await expect(back.getByLabel(t.forms.newsletter.label)).toHaveValue('not-an-address');
    // The new page opens on the field and its message, not at its top.
    await expect(back.getByLabel(t.forms.newsletter.label)).toBeFocused();
    await expect(back.getByRole('alert')).toBeInViewport();
    const email = `nojs-${Date.now().toString(36)}-${locale}@company.example`;
    await back.getByLabel(t.forms.newsletter.label).fill(email);
    await back.getByRole('button', { name: t.forms.newsletter.subscribe }).click();
    await expect(page.getByRole('contentinfo').getByRole('status')).toContainText(t.forms.newsletter.successTitle);
    await expect(page.getByRole('contentinfo').getByRole('status')).toBeInViewport();
    await expect.poll(async () => (await outboxContaining(email)).length, { timeout: 20_000 }).toBe(1);
    await context.close();
  });
}
