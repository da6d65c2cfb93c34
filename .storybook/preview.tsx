import type { Decorator, Preview } from '@storybook/react-vite';
import type { LanguageCode } from '../contract/brand.ts';
import { themeVariables } from '../contract/theme.ts';
import { loadDictionary } from '../runtime/src/i18n/full-dictionaries.ts';
import type { Dictionary } from '../runtime/src/i18n/i18n.tsx';
import { LANGUAGES } from '../contract/languages.ts';
import { storySite, type BrandId } from '../stories/story-site.ts';
import { SiteProviders } from '../runtime/src/testing/providers.tsx';
import '../runtime/src/app/styles/base.css';
import '../runtime/src/app/styles/states.css';
import '../runtime/src/app/styles/header.css';
import '../runtime/src/app/styles/frame.css';
import './preview.css';

const withBrand: Decorator = (Story, context) => {
  const brandId = context.globals.brand as BrandId;
  const language = context.globals.language as LanguageCode;
  const dir = context.globals.dir === 'auto' ? LANGUAGES[language].dir : context.globals.dir;
  const site = storySite(brandId);
  const root = document.documentElement;
  for (const [name, value] of Object.entries(themeVariables(site.brand.theme))) {
    root.style.setProperty(name, value);
  }
  root.dir = dir;
  root.lang = LANGUAGES[language].locale;
  // Stories that build their own providers per cell (the brand matrix) opt out.
  if (context.parameters.ownProviders) return <Story />;
  return (
    <SiteProviders
      key={`${brandId}-${language}`}
      site={site}
      language={language}
      dictionary={context.loaded.dictionary as Dictionary}
      path={(context.parameters.path as string | undefined) ?? '/index'}
    >
      <Story />
    </SiteProviders>
  );
};

const preview: Preview = {
  globalTypes: {
    brand: {
      description: 'Brand theme',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: ['aurora', 'lotus'],
        dynamicTitle: true,
      },
    },
    language: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: Object.keys(LANGUAGES),
        dynamicTitle: true,
      },
    },
    dir: {
      description: 'Text direction (auto follows the language)',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: ['auto', 'ltr', 'rtl'],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'aurora', language: 'EN', dir: 'auto' },
  loaders: [
    async ({ globals }) => ({ dictionary: await loadDictionary(globals.language as LanguageCode) }),
  ],
  decorators: [withBrand],
  parameters: { layout: 'fullscreen' },
};

export default preview;
