import { pageText, type TextKey } from '../../i18n/page-text.ts';
import { el, gameCall, type PageFacts } from './frame.ts';

/**
 * The fairness panel every sandbox game page shows: the hash of the server seed the next round
 * will use (committed before the player bets), the client seed the player may change, the
 * nonce, a rotate button that reveals the current server seed, and the verify page's link.
 */

export interface FairInfo {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export interface FairPanel {
  element: HTMLElement;
  update(fair: FairInfo, lastProofUrl?: string): void;
}

export function fairPanel(
  facts: PageFacts,
  initial: FairInfo,
  verifyUrl: string,
  revealAfter: number,
): FairPanel {
  // facts.lang is the session's language (the kit's shell writes it), so the panel needs no call.
  const t = (key: TextKey, params?: Record<string, string | number>): string =>
    pageText(facts.lang, key, params);
  const hash = el('code', 'fp-hash');
  hash.dir = 'ltr';
  const nonce = el('span', 'fp-nonce');
  const input = el('input', 'fp-input');
  input.maxLength = 64;
  input.spellcheck = false;
  input.dir = 'ltr';
  const save = el('button', 'fp-button', t('fair.setSeed'));
  save.type = 'button';
  const rotate = el('button', 'fp-button', t('fair.rotate'));
  rotate.type = 'button';
  const revealed = el('p', 'fp-revealed');
  const note = el('p', 'fp-note');
  const verify = el('a', 'fp-link', t('fair.verifyAny'));
  verify.href = verifyUrl;
  verify.target = '_blank';
  verify.rel = 'noopener';
  const last = el('a', 'fp-link', '');
  last.target = '_blank';
  last.rel = 'noopener';

  const update = (fair: FairInfo, lastProofUrl?: string): void => {
    hash.textContent = fair.serverSeedHash;
    nonce.textContent = String(fair.nonce);
    if (document.activeElement !== input) input.value = fair.clientSeed;
    if (lastProofUrl) {
      // The proof link is the vendor's record; opened from the game it speaks the game's language.
      const url = new URL(lastProofUrl, window.location.href);
      url.searchParams.set('lang', facts.lang);
      last.href = url.toString();
      last.textContent = t('fair.lastProof');
    }
  };
  save.addEventListener('click', () => {
    gameCall<{ fair: FairInfo }>(facts, 'client-seed', { clientSeed: input.value.trim() })
      .then(({ fair }) => {
        note.textContent = t('fair.saved');
        input.blur();
        update(fair);
      })
      .catch((error: unknown) => {
        // The server's refusal (BAD_CLIENT_SEED) explains the allowed characters, in English.
        note.textContent = error instanceof Error ? error.message : t('fair.saveFailed');
      });
  });
  rotate.addEventListener('click', () => {
    gameCall<{ revealed: string; revealedHash: string; fair: FairInfo }>(facts, 'rotate')
      .then((answer) => {
        const seed = `\u2066${answer.revealed} (sha256 ${answer.revealedHash.slice(0, 16)}…)\u2069`;
        revealed.textContent = t('fair.revealed', { seed });
        update(answer.fair);
      })
      .catch(() => {
        note.textContent = t('fair.rotateFailed');
      });
  });

  const element = el(
    'aside',
    'fair-panel',
    el('h2', '', t('fair.title')),
    el('p', 'fp-row', `${t('fair.serverSeedHash')}: `, hash),
    el('p', 'fp-row', `${t('fair.nonce')}: `, nonce),
    el('label', 'fp-row', `${t('fair.clientSeed')} `, input, save),
    el('p', 'fp-row', rotate),
    revealed,
    note,
    el('p', 'fp-help', t('fair.revealHelp', { count: revealAfter })),
    el('p', 'fp-row', verify, ' ', last),
  );
  update(initial);
  return { element, update };
}
