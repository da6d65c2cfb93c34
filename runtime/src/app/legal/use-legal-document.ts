import { useEffect, useState } from 'react';
import * as v from 'valibot';
import type { LanguageCode } from '../../../../contract/brand.ts';
import { LegalDocumentSchema, legalUrl, type LegalDocument } from '../../../../contract/legal.ts';

export type LegalState =
  | { kind: 'loading' }
  | { kind: 'ready'; doc: LegalDocument }
  | { kind: 'failed'; retry: () => void };

// One request per language per visit: the dialog and the help page share it, and switching back
// to a language already read shows it at once.
const cache = new Map<LanguageCode, Promise<LegalDocument>>();

/** Fetches the brand's legal pages of one language, built by `whitelabel build` (legal/<lang>.json). */
export function fetchLegalDocument(language: LanguageCode): Promise<LegalDocument> {
  let doc = cache.get(language);
  if (!doc) {
    doc = fetch(legalUrl(language))
      .then((res) => {
        if (!res.ok) throw new Error(`legal pages answered ${res.status}`);
        return res.json();
      })
      .then((json: unknown) => v.parse(LegalDocumentSchema, json));
    // A failure must not stick: the next attempt asks again.
    doc.catch(() => cache.delete(language));
    cache.set(language, doc);
  }
  return doc;
}

/** The legal pages of the player's language, loaded on first use (never in the first-load bundle). */
export function useLegalDocument(language: LanguageCode): LegalState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; state: LegalState }>({
    key: '',
    state: { kind: 'loading' },
  });
  const key = `${language}:${attempt}`;
  useEffect(() => {
    let live = true;
    fetchLegalDocument(language).then(
      (doc) => live && setState({ key, state: { kind: 'ready', doc } }),
      () =>
        live &&
        setState({
          key,
          state: { kind: 'failed', retry: () => setAttempt((n) => n + 1) },
        }),
    );
    return () => {
      live = false;
    };
  }, [language, key]);
  return state.key === key ? state.state : { kind: 'loading' };
}
