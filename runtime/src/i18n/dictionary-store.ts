import type { LanguageCode } from '../../../contract/brand.ts';
import type { DictionaryPart } from './dictionary-parts.ts';

type Dictionary = Readonly<Record<string, string>>;

export interface DictionarySnapshot {
  language: LanguageCode;
  /** Every part loaded so far for `language`, merged. */
  dictionary: Dictionary;
}

/** Downloads one part of one language's dictionary. */
export type LoadPart = (language: LanguageCode, part: DictionaryPart) => Promise<Dictionary>;

export interface DictionaryStore {
  getSnapshot: () => DictionarySnapshot;
  subscribe: (listener: () => void) => () => void;
  /**
   * Resolves once the parts are in the snapshot, in the language shown by then; a lazy page
   * awaits this beside its code so it never renders a raw key.
   */
  ensure: (parts: readonly DictionaryPart[]) => Promise<void>;
  /** Loads the language's core and every part asked for so far, then switches all at once. */
  switchTo: (language: LanguageCode) => Promise<void>;
}

/**
 * The app's dictionary, assembled from parts (DICTIONARY_PARTS). It lives outside React because
 * the lazy loaders of the feature descriptors, which React calls, are what ask for the parts.
 */
export function createDictionaryStore(language: LanguageCode, load: LoadPart): DictionaryStore {
  const wanted = new Set<DictionaryPart>(['core']);
  const pending = new Map<string, Promise<Dictionary>>();
  const resolved = new Map<string, Dictionary>();
  const listeners = new Set<() => void>();
  let snapshot: DictionarySnapshot = { language, dictionary: {} };
  let committed = 0;
  // The language the latest switch is heading for; parts asked for meanwhile load in it.
  let target = language;
  let switching: Promise<void> = Promise.resolve();

  const keyOf = (lang: LanguageCode, part: DictionaryPart) => `${lang}:${part}`;

  function loadOnce(lang: LanguageCode, part: DictionaryPart): Promise<Dictionary> {
    const key = keyOf(lang, part);
    let promise = pending.get(key);
    if (!promise) {
      promise = load(lang, part).then(
        (dictionary) => (resolved.set(key, dictionary), dictionary),
        (e: unknown) => {
          // A failed download may be retried (the shell's chunk retry), so it is not cached.
          pending.delete(key);
          throw e;
        },
      );
      pending.set(key, promise);
    }
    return promise;
  }

  /** Shows `lang` with every wanted part already downloaded for it. */
  function commit(lang: LanguageCode): void {
    const loaded = [...wanted].flatMap((p) => {
      const part = resolved.get(keyOf(lang, p));
      return part ? [part] : [];
    });
    if (lang === snapshot.language && loaded.length === committed) return;
    committed = loaded.length;
    snapshot = { language: lang, dictionary: Object.assign({}, ...loaded) as Dictionary };
    for (const listener of listeners) listener();
  }

  async function ensure(parts: readonly DictionaryPart[]): Promise<void> {
    for (const part of parts) wanted.add(part);
    for (;;) {
      const lang = target;
      await Promise.all(parts.map((p) => loadOnce(lang, p)));
      if (lang === target && snapshot.language === lang) return commit(lang);
      // A switch to `lang` is under way; it takes these parts along (they are wanted).
      if (lang === target) await switching;
    }
  }

  function switchTo(next: LanguageCode): Promise<void> {
    target = next;
    switching = (async () => {
      try {
        // Parts asked for while this switch downloads are fetched too before it commits.
        for (let missing = [...wanted]; missing.length > 0;) {
          await Promise.all(missing.map((p) => loadOnce(next, p)));
          missing = [...wanted].filter((p) => !resolved.has(keyOf(next, p)));
        }
        if (target === next) commit(next);
      } catch {
        // The language stays as it was; a later switch may try again.
        if (target === next) target = snapshot.language;
      }
    })();
    return switching;
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    ensure,
    switchTo,
  };
}
