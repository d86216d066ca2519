import { describe, expect, it } from 'vitest';
import { LEGAL_VARIABLES, isLocalSiteUrl, launchGuardError } from './launch-guard';

const allSet = Object.fromEntries(LEGAL_VARIABLES.map((name) => [name, 'x']));

describe('the launch guard', () => {
  it('lets local runs and the tests keep the example identity', () => {
    for (const url of [undefined, 'http://localhost:3000', 'http://localhost:3100', 'http://app.localhost', 'http://127.0.0.1:3000', 'http://127.1.2.3', 'http://[::1]:3000']) {
      expect(isLocalSiteUrl(url), String(url)).toBe(true);
      expect(launchGuardError({ SITE_URL: url })).toBeNull();
    }
  });

  it('stops a public SITE_URL with example values, naming every variable still to set', () => {
    for (const url of ['https://www.chatgpt-consultant.com', 'http://10.0.0.5:3000', 'http://0.0.0.0:3000', 'https://localhost.example.com']) expect(isLocalSiteUrl(url), url).toBe(false);
    const message = launchGuardError({ SITE_URL: 'https://www.chatgpt-consultant.com', LEGAL_NAME: 'Acme SAS', LEGAL_CITY: '' });
    expect(message).toMatch(/^SITE_URL is https:\/\/www\.chatgpt-consultant\.com, a public address/);
    for (const name of LEGAL_VARIABLES) expect(message).toContain(name === 'LEGAL_NAME' ? 'LEGAL_EXAMPLE_IDENTITY' : name);
    expect(message).not.toMatch(/LEGAL_NAME\b/);
    // An empty value is unset.
    expect(message).toContain('LEGAL_CITY');
  });

  it('lets the owner publish the examples on purpose, and passes once all is set', () => {
    expect(launchGuardError({ SITE_URL: 'https://www.chatgpt-consultant.com', LEGAL_EXAMPLE_IDENTITY: 'allow' })).toBeNull();
    expect(launchGuardError({ SITE_URL: 'https://www.chatgpt-consultant.com', LEGAL_EXAMPLE_IDENTITY: 'yes' })).not.toBeNull();
    expect(launchGuardError({ SITE_URL: 'https://www.chatgpt-consultant.com', ...allSet })).toBeNull();
  });

  it('stops a public site whose webhooks send leads to a tool the privacy policy does not name', () => {
    const live = { SITE_URL: 'https://www.chatgpt-consultant.com', ...allSet, LEADS_WEBHOOK_URL: 'https://hooks.example.com/in' };
    expect(launchGuardError(live)).toContain('LEGAL_CRM_NAME');
    expect(launchGuardError({ ...live, LEGAL_CRM_NAME: 'Example CRM Inc.', LEGAL_CRM_COUNTRY: 'US' })).toBeNull();
  });
});
