import type { createStore } from 'jotai';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { MemoryRouter } from '../app/router/router.tsx';
import type { LanguageCode } from '../../../contract/brand.ts';
import { SiteContext, type Site } from '../app/site.tsx';
import { I18nProvider, type Dictionary } from '../i18n/i18n.tsx';
import en from '../i18n/dictionaries/en.json';
import { loadDictionary } from '../i18n/full-dictionaries.ts';

interface ProvidersProps {
  site: Site;
  path?: string;
  language?: LanguageCode;
  dictionary?: Dictionary;
  store?: ReturnType<typeof createStore>;
  persist?: boolean;
  children: ReactNode;
}

/** Everything a shell component needs around it, for tests and stories. */
export function SiteProviders({
  site,
  path = '/index',
  language = 'EN',
  dictionary = en,
  store,
  persist = false,
  children,
}: ProvidersProps) {
  return (
    <JotaiProvider store={store}>
      <I18nProvider
        language={language}
        dictionary={dictionary}
        loadWhole={loadDictionary}
        persist={persist}
      >
        <SiteContext.Provider value={site}>
          <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
        </SiteContext.Provider>
      </I18nProvider>
    </JotaiProvider>
  );
}
