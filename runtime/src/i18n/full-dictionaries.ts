import type { LanguageCode } from '../../../contract/brand.ts';
import { LANGUAGES } from '../../../contract/languages.ts';

type Dictionary = Readonly<Record<string, string>>;

// Whole dictionaries, for Storybook and tests, which render any page without asking for its
// part. The site itself loads parts (load-part.ts); this module is never in its first load.
const loaders = import.meta.glob<Dictionary>('./dictionaries/*.json', { import: 'default' });

export function loadDictionary(language: LanguageCode): Promise<Dictionary> {
  const load = loaders[`./dictionaries/${LANGUAGES[language].dictionary}.json`];
  if (!load) return Promise.reject(new Error(`No dictionary for ${language}`));
  return load();
}
