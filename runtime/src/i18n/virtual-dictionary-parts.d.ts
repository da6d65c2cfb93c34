// Served by runtime/build/dictionary-parts-plugin.ts: dictionary file → its language module.
declare module 'virtual:dictionary-parts' {
  import type { DictionaryPart } from './dictionary-parts.ts';

  type Dictionary = Readonly<Record<string, string>>;
  interface LanguageModule {
    core: Dictionary;
    parts: Record<Exclude<DictionaryPart, 'core'>, () => Promise<{ default: Dictionary }>>;
  }
  const languages: Readonly<Record<string, () => Promise<LanguageModule>>>;
  export default languages;
}
