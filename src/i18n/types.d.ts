import type { routing } from './routing';
import type common from '../../messages/en/common.json';
import type claims from '../../messages/en/claims.json';
import type meta from '../../messages/en/meta.json';
import type header from '../../messages/en/header.json';
import type footer from '../../messages/en/footer.json';
import type home from '../../messages/en/home.json';
import type services from '../../messages/en/services.json';
import type serviceCatalog from '../../messages/en/serviceCatalog.json';
import type servicePages from '../../messages/en/servicePages.json';
import type consultants from '../../messages/en/consultants.json';
import type news from '../../messages/en/news.json';
import type blog from '../../messages/en/blog.json';
import type legal from '../../messages/en/legal.json';
import type leads from '../../messages/en/leads.json';
import type forms from '../../messages/en/forms.json';
import type notFound from '../../messages/en/notFound.json';
import type ui from '../../messages/en/ui.json';

declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: {
      common: typeof common;
      claims: typeof claims;
      meta: typeof meta;
      header: typeof header;
      footer: typeof footer;
      home: typeof home;
      services: typeof services;
      serviceCatalog: typeof serviceCatalog;
      servicePages: typeof servicePages;
      consultants: typeof consultants;
      news: typeof news;
      blog: typeof blog;
      legal: typeof legal;
      leads: typeof leads;
      forms: typeof forms;
      notFound: typeof notFound;
      ui: typeof ui;
    };
  }
}
