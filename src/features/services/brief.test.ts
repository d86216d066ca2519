import { describe, expect, it } from 'vitest';
import { briefFileName, briefText, slugify } from './brief';
import { serviceDetail } from './catalog-view';

const url = 'https://example.com/strategic-assessment';

describe('the service brief', () => {
  it('is named after the service, in the page language', () => {
    expect(briefFileName(serviceDetail('strategic-assessment', 'en', url).brief)).toBe('strategic-assessment-service-brief.txt');
    expect(briefFileName(serviceDetail('strategic-assessment', 'de', url).brief)).toBe('strategische-analyse-leistungsbeschreibung.txt');
    expect(briefFileName(serviceDetail('strategic-assessment', 'fr', url).brief)).toBe('evaluation-strategique-fiche-service.txt');
    expect(briefFileName(serviceDetail('governance-security', 'de', url).brief)).toBe('governance-und-sicherheit-leistungsbeschreibung.txt');
  });

  it('slugifies accents, ligatures, ampersands and German sharp s', () => {
    expect(slugify('GPT-4 & AI Agent Development')).toBe('gpt-4-ai-agent-development');
    expect(slugify('Maßgeschneiderte Implementierung')).toBe('massgeschneiderte-implementierung');
    expect(slugify('Mise en œuvre sur mesure')).toBe('mise-en-oeuvre-sur-mesure');
  });

  it('holds title, description, price, duration, features and deliverables', () => {
    const detail = serviceDetail('strategic-assessment', 'en', url);
    const text = briefText(detail.brief);
    expect(text).toContain('Strategic Assessment: service brief');
    expect(text).toContain(detail.fullDescription);
    expect(text).toContain('Investment: $15,000 - $35,000');
    expect(text).toContain('Duration: 2-4 weeks');
    expect(text).toContain('Category: Strategy');
    for (const f of detail.features) expect(text).toContain(`- ${f}`);
    for (const d of detail.deliverables) expect(text).toContain(`- ${d}`);
    expect(text).toContain(url);
    expect(detail.features).toHaveLength(6);
    expect(detail.deliverables).toHaveLength(5);
  });

  it('is written in the page language, with the currency of that language', () => {
    const text = briefText(serviceDetail('custom-implementation', 'fr', url).brief).replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain('Mise en œuvre sur mesure : fiche service');
    expect(text).toContain('Investissement : 50 000 € à 250 000 €');
    expect(text).toContain('Durée : 8 à 16 semaines');
    const de = briefText(serviceDetail('continuous-optimization', 'de', url).brief).replace(/[\u00a0\u202f]/g, ' ');
    expect(de).toContain('Investition: 5.000 € – 25.000 € pro Monat');
    expect(de).toContain('Dauer: Fortlaufend');
  });
});
