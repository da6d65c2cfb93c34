import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { LANGUAGE_STORAGE_KEY } from '../../../contract/boot.ts';
import type { LanguageCode, ResolvedBrand } from '../../../contract/brand.ts';
import type en from './dictionaries/en.json';
import { LANGUAGES, isLanguageCode } from '../../../contract/languages.ts';
import type { DictionaryStore } from './dictionary-store.ts';

/** The English dictionary is the reference: its keys are the only valid keys. */
export type MessageKey = keyof typeof en;
export type Dictionary = Readonly<Record<string, string>>;
export type MessageParams = Readonly<Record<string, string | number>>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

export function translate(dictionary: Dictionary, key: string, params?: MessageParams): string {
  const text = dictionary[key] ?? key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : match,
  );
}

/** The stored language if the brand offers it, else the brand default (spec §3). */
export function pickInitialLanguage(
  brand: Pick<ResolvedBrand, 'languages' | 'defaultLanguage'>,
  storage: Pick<Storage, 'getItem'> | undefined,
): LanguageCode {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    // Storage can throw in private modes; the default is fine then.
  }
  if (isLanguageCode(stored) && brand.languages.some((l) => l.type === stored)) return stored;
  return brand.defaultLanguage;
}

export function storeLanguage(language: LanguageCode, storage: Pick<Storage, 'setItem'>): void {
  try {
    storage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not persisting is better than failing the switch.
  }
}

export function applyDocumentLanguage(language: LanguageCode, doc: Document = document): void {
  doc.documentElement.lang = LANGUAGES[language].locale;
  doc.documentElement.dir = LANGUAGES[language].dir;
}

interface I18nValue {
  language: LanguageCode;
  dictionary: Dictionary;
  setLanguage: (language: LanguageCode) => void;
}

const I18nContext = createContext<I18nValue | null>(null);

interface I18nProviderProps {
  language: LanguageCode;
  /** The whole dictionary of `language` (tests, Storybook); ignored with `store`. */
  dictionary?: Dictionary;
  /** Without `store`: how a switch gets the next whole dictionary (full-dictionaries.ts). */
  loadWhole?: (language: LanguageCode) => Promise<Dictionary>;
  /** The site's dictionary in parts (main.tsx), core loaded first; its language wins. */
  store?: DictionaryStore;
  /** When false (Storybook), the document and storage are left alone. Remount (key) to reset. */
  persist?: boolean;
  /** Told about every switch, e.g. so calls send the new Language header. */
  onLanguageChange?: (language: LanguageCode) => void;
  children: ReactNode;
}

const noStore = () => () => undefined;

export function I18nProvider({
  language,
  dictionary = {},
  loadWhole,
  store,
  persist = true,
  onLanguageChange,
  children,
}: I18nProviderProps) {
  const [whole, setWhole] = useState({ language, dictionary });
  const latest = useRef(language);
  const parts = useSyncExternalStore(
    store?.subscribe ?? noStore,
    () => store?.getSnapshot() ?? whole,
  );
  const state = store ? parts : whole;

  const setLanguage = useCallback(
    (next: LanguageCode) => {
      latest.current = next;
      if (persist) storeLanguage(next, localStorage);
      onLanguageChange?.(next);
      if (store) {
        void store.switchTo(next);
        return;
      }
      void loadWhole?.(next).then((loaded) => {
        // A slower earlier switch must not win over a later one.
        if (latest.current !== next) return;
        setWhole({ language: next, dictionary: loaded });
      });
    },
    [persist, onLanguageChange, store, loadWhole],
  );

  useEffect(() => {
    if (persist) applyDocumentLanguage(state.language);
  }, [persist, state.language]);

  const value = useMemo(
    () => ({ language: state.language, dictionary: state.dictionary, setLanguage }),
    [state.language, state.dictionary, setLanguage],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useT and useLanguage need an I18nProvider');
  return value;
}

export function useT(): Translate {
  const { dictionary } = useI18n();
  return useCallback<Translate>((key, params) => translate(dictionary, key, params), [dictionary]);
}

export function useLanguage(): [LanguageCode, (language: LanguageCode) => void] {
  const { language, setLanguage } = useI18n();
  return [language, setLanguage];
}
