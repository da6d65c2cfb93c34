import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { themeVariables } from '../contract/theme.ts';
import type { LanguageCode } from '../contract/brand.ts';
import { RegisterPromptBanner } from '../runtime/src/app/layout/register-prompt-banner.tsx';
import { Header } from '../runtime/src/app/layout/site-layout.tsx';
import { CategorySoon } from '../runtime/src/app/ui/category-soon.tsx';
import { loadDictionary } from '../runtime/src/i18n/full-dictionaries.ts';
import { useT, type Dictionary } from '../runtime/src/i18n/i18n.tsx';
import { LANGUAGES } from '../contract/languages.ts';
import { SiteProviders } from '../runtime/src/testing/providers.tsx';
import { storySite, type BrandId } from './story-site.ts';

const CELLS: { brand: BrandId; language: LanguageCode }[] = [
  { brand: 'aurora', language: 'EN' },
  { brand: 'aurora', language: 'UR' },
  { brand: 'lotus', language: 'VI' },
  { brand: 'lotus', language: 'CN' },
];

function Lobby() {
  const t = useT();
  return <CategorySoon name={t('category.SPORTS')} category="SPORTS" />;
}

/** Every demo brand in a left-to-right and a right-to-left language, side by side. */
function BrandMatrix({ dictionaries }: { dictionaries: Record<string, Dictionary> }) {
  return (
    <div className="wl-story-matrix" style={{ padding: 24 }}>
      {CELLS.map(({ brand, language }) => {
        const site = storySite(brand);
        const theme = themeVariables(site.brand.theme) as CSSProperties;
        return (
          <section
            key={`${brand}-${language}`}
            className="wl-story-cell"
            style={theme}
            dir={LANGUAGES[language].dir}
            lang={LANGUAGES[language].locale}
          >
            <p className="wl-story-cell__label">
              {brand} · {language} · {LANGUAGES[language].dir}
            </p>
            <SiteProviders
              site={site}
              language={language}
              dictionary={dictionaries[language] ?? {}}
              path="/sports"
            >
              <Header />
              <div className="wl-main">
                <RegisterPromptBanner />
                <Lobby />
              </div>
            </SiteProviders>
          </section>
        );
      })}
    </div>
  );
}

const meta: Meta = { title: 'Brand matrix' };
export default meta;

export const Matrix: StoryObj = {
  name: 'Brands × directions',
  parameters: { ownProviders: true },
  loaders: [
    async () => ({
      dictionaries: Object.fromEntries(
        await Promise.all(
          CELLS.map(async ({ language }) => [language, await loadDictionary(language)] as const),
        ),
      ),
    }),
  ],
  render: (_args, { loaded }) => (
    <BrandMatrix dictionaries={loaded.dictionaries as Record<string, Dictionary>} />
  ),
};
