import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../../messages/en/consultants.json';
import de from '../../../messages/de/consultants.json';
import fr from '../../../messages/fr/consultants.json';
import { availabilityIds, cities, consultantIds, consultants, consultantsIn, countryCodes, directoryFigures, featuredCityIds, regionIds, specialtyIds, TOP_RATED } from './data';
import { matchesLocation, type FilterableConsultant } from './filters';

const PUBLIC = path.resolve(__dirname, '../../../public');
const dictionaries = { en, de, fr };

describe('consultant data', () => {
  it('holds 25 consultants with unique ids, in the id list, with every profile field filled and in range', () => {
    expect(consultants).toHaveLength(25);
    expect(consultants.map((c) => c.id)).toEqual([...consultantIds]);
    for (const c of consultants) {
      expect(c.name.length).toBeGreaterThan(3);
      expect(cities.some((city) => city.id === c.location)).toBe(true);
      expect(c.specialties.length).toBeGreaterThanOrEqual(2);
      expect(new Set(c.specialties).size).toBe(c.specialties.length);
      for (const s of c.specialties) expect(specialtyIds).toContain(s);
      expect(c.rating).toBeGreaterThanOrEqual(1);
      expect(c.rating).toBeLessThanOrEqual(5);
      expect(Number.isInteger(c.reviewCount) && c.reviewCount > 0).toBe(true);
      expect(Number.isInteger(c.experience) && c.experience > 0).toBe(true);
      expect(availabilityIds).toContain(c.availability);
      expect(typeof c.verified).toBe('boolean');
      expect(typeof c.topRated).toBe('boolean');
      expect(c.hourlyRate.min).toBeGreaterThan(0);
      expect(c.hourlyRate.max).toBeGreaterThan(c.hourlyRate.min);
      expect(c.titleKey).toBe(`profiles.${c.id}.title`);
      expect(c.descriptionKey).toBe(`profiles.${c.id}.description`);
    }
  });

  it('ships a portrait under 3 KB for every consultant', () => {
    for (const c of consultants) {
      const file = path.join(PUBLIC, c.image);
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size).toBeLessThan(3 * 1024);
    }
  });

  it('offers about 55 cities in 25+ countries and 15 specialties', () => {
    expect(cities.length).toBeGreaterThanOrEqual(50);
    expect(cities.length).toBeLessThanOrEqual(60);
    expect(new Set(cities.map((c) => c.id)).size).toBe(cities.length);
    expect(new Set(cities.map((c) => c.country)).size).toBe(countryCodes.length);
    expect(countryCodes.length).toBeGreaterThanOrEqual(25);
    expect(specialtyIds).toHaveLength(15);
    for (const c of cities) expect(regionIds).toContain(c.region);
  });

  // Typed figures for the strip (60+, 50+, 25+, 4.8) and the city counts (London 12+ ...) once
  // described a network the list does not hold; the page now states what the list holds, computed
  // from it (decision 017).
  it('computes the strip and the city counts from the list', () => {
    const figures = directoryFigures();
    expect(figures.consultants).toBe(consultants.length);
    expect(figures.cities).toBe(new Set(consultants.map((c) => c.location)).size);
    expect(figures.countries).toBe(19);
    expect(figures.reviews).toBe(consultants.reduce((sum, c) => sum + c.reviewCount, 0));
    expect(figures.rating).toBeGreaterThanOrEqual(Math.min(...consultants.map((c) => c.rating)));
    expect(figures.rating).toBeLessThanOrEqual(Math.max(...consultants.map((c) => c.rating)));
    expect(directoryFigures([consultants[0], consultants[0]])).toMatchObject({ consultants: 2, cities: 1, countries: 1, rating: consultants[0].rating });
    expect(featuredCityIds.map((city) => consultantsIn(city))).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it('has city-states whose city and country names are the same, which the card names once', () => {
    // directory-props.ts names such a city once ("Singapur", not "Singapur, Singapur").
    for (const dict of Object.values(dictionaries)) {
      const same = cities.filter((c) => dict.cities[c.id] === dict.countries[c.country]).map((c) => c.id);
      expect(same).toEqual(expect.arrayContaining(['singapore']));
    }
  });

  it('gives the Top Rated badge by its stated rule only', () => {
    for (const c of consultants) expect(c.topRated).toBe(c.rating >= TOP_RATED.minRating && c.reviewCount >= TOP_RATED.minReviews);
    expect(consultants.filter((c) => c.topRated).length).toBeGreaterThan(0);
  });

  it.each(Object.entries(dictionaries))('has every text in %s', (_, dict) => {
    for (const c of consultants) {
      expect(dict.profiles[c.id].title.length).toBeGreaterThan(5);
      expect(dict.profiles[c.id].description.length).toBeGreaterThan(40);
    }
    for (const id of specialtyIds) expect(dict.specialties[id].length).toBeGreaterThan(1);
    for (const c of cities) expect(dict.cities[c.id].length).toBeGreaterThan(1);
    for (const code of countryCodes) expect(dict.countries[code].length).toBeGreaterThan(1);
    for (const id of availabilityIds) expect(dict.availability[id].length).toBeGreaterThan(1);
  });

  it('the location option of each city (its English name) selects exactly the consultants of that city, in every language', () => {
    const locationText = (dict: typeof en, cityId: (typeof cities)[number]['id']) => {
      const city = cities.find((c) => c.id === cityId)!;
      return dict.location.replace('{city}', dict.cities[cityId]).replace('{country}', dict.countries[city.country]);
    };
    for (const dict of [en, de, fr] as (typeof en)[]) {
      const list: FilterableConsultant[] = consultants.map((c) => ({
        ...c,
        titles: [],
        specialtyNames: [],
        locations: [locationText(dict, c.location), locationText(en, c.location)],
      }));
      for (const city of cities) {
        const selected = list.filter((c) => matchesLocation(c, en.cities[city.id])).map((c) => c.id);
        expect(selected).toEqual(consultants.filter((c) => c.location === city.id).map((c) => c.id));
      }
    }
  });
});
