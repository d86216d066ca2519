import { describe, expect, it } from 'vitest';
import { listSearch, searchedPage, searchParamsOf, searchRenderPath } from './search-pages';

const params = (query: string) => new URLSearchParams(query);

describe('searchRenderPath: which GET of a list is rendered with its query', () => {
  it('renders the directory and the news list in every language when the query asks for another view', () => {
    expect(searchRenderPath('/en/find-consultant', params('q=Sarah'))).toBe('/en/find-consultant/search');
    expect(searchRenderPath('/de/find-consultant', params('sort=price-asc'))).toBe('/de/find-consultant/search');
    expect(searchRenderPath('/fr/news-views', params('category=technology'))).toBe('/fr/news-views/search');
    expect(searchRenderPath('/en/news-views', params('page=2'))).toBe('/en/news-views/search');
  });

  it('leaves the prerendered page to the default view, however it is spelled, to a query the list does not read, and to other pages', () => {
    for (const query of ['', 'q=', 'q=%20%20', 'location=all&specialty=all&sort=rating', 'utm_source=news', 'sort=unknown']) {
      expect(searchRenderPath('/en/find-consultant', params(query)), query).toBeNull();
    }
    for (const query of ['page=1', 'category=all', 'category=nope&page=0', 'page=abc']) expect(searchRenderPath('/de/news-views', params(query)), query).toBeNull();
    expect(searchRenderPath('/en/services', params('q=Sarah'))).toBeNull();
    expect(searchRenderPath('/en/find-consultant/search', params('q=Sarah'))).toBeNull();
    expect(searchRenderPath('/find-consultant', params('q=Sarah'))).toBeNull();
  });
});

describe('the search route and its query', () => {
  it('knows the page each search route renders, and nothing else', () => {
    expect(searchedPage('/de/find-consultant/search')).toBe('/de/find-consultant');
    expect(searchedPage('/fr/news-views/search')).toBe('/fr/news-views');
    expect(searchedPage('/en/services/search')).toBeNull();
    expect(searchedPage('/en/find-consultant')).toBeNull();
  });

  it('normalises the query the page is rendered with, as the browser will read it', () => {
    expect(listSearch('/find-consultant', searchParamsOf({ q: 'Sarah', sort: 'rating', utm_source: 'x' }))).toBe('?q=Sarah');
    expect(listSearch('/news-views', searchParamsOf({ page: ['3', '4'], category: 'technology' }))).toBe('?category=technology&page=3');
    expect(listSearch('/services', searchParamsOf({ q: 'Sarah' }))).toBe('');
  });
});
