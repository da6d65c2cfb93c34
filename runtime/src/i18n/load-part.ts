import languages from 'virtual:dictionary-parts';
import type { LanguageCode } from '../../../contract/brand.ts';
import { LANGUAGES } from '../../../contract/languages.ts';
import type { LoadPart } from './dictionary-store.ts';

/**
 * One part of one language (runtime/build/dictionary-parts-plugin.ts): the language's chunk
 * holds its core, every other part is a chunk of its own.
 */
export const loadPart: LoadPart = async (language: LanguageCode, part) => {
  const load = languages[LANGUAGES[language].dictionary];
  if (!load) throw new Error(`No dictionary for ${language}`);
  const module = await load();
  if (part === 'core') return module.core;
  const fetchPart = module.parts[part];
  if (!fetchPart) throw new Error(`No dictionary part ${part} for ${language}`);
  return (await fetchPart()).default;
};
