import { el, formatMoney, gameCall, GameApiError, type PageFacts } from '../../kit/client/frame.ts';

import { htmlLang, isRtl, pageText, vendorLanguage, type TextKey } from '../../i18n/page-text.ts';

/**
 * What both Harbor pages share in the browser: their words (sandbox-vendors/i18n, in the
 * session's language), SVG from card-art.ts markup, the balance line and the fairness panel
 * (seed hash before the round, settable client seed, rotate to reveal, link to the verify page).
 */

/** The page's words in one language: `w('deal')`, `w('youWin', { amount })`. */
export type Words = (key: TextKey, params?: Readonly<Record<string, string | number>>) => string;

export function words(language: string): Words {
  const lang = vendorLanguage(language);
  return (key, params) => pageText(lang, key, params);
}

/**
 * Puts the page in the player's language: the kit's shell writes `lang` from a short table and
 * no `dir`, and its back button knows four languages, so the bundle corrects all three from
 * the session's language (`/state` answers it, upper case as the platform sent it).
 */
export function applyLanguage(language: string): Words {
  const w = words(language);
  document.documentElement.lang = htmlLang(language);
  document.documentElement.dir = isRtl(language) ? 'rtl' : 'ltr';
  const back = document.getElementById('wl-back');
  if (back) {
    // ‹ is bidi-mirrored: the same character points right on a right-to-left page.
    back.textContent = `‹ ${w('lobby')}`;
    back.setAttribute('aria-label', w('lobby'));
  }
  return w;
}

/** "Pair of 9s" in the player's words: the duel sends each hand's category and named rank. */
export function threeCardHand(w: Words, category: string, rank: string): string {
  const rankWord = ['J', 'Q', 'K', 'A'].includes(rank) ? w(`rank.${rank}` as TextKey) : rank;
  const key = `hand3.${category}`;
  return w((key in HAND3 ? key : 'hand3.HIGH_CARD') as TextKey, { rank: rankWord });
}

const HAND3: Record<string, true> = {
  'hand3.STRAIGHT_FLUSH': true,
  'hand3.TRIPS': true,
  'hand3.STRAIGHT': true,
  'hand3.FLUSH': true,
  'hand3.PAIR': true,
  'hand3.HIGH_CARD': true,
};

/** An SVG element from card-art.ts markup (parsed as SVG, so no HTML is ever interpreted). */
export function svg(markup: string, className = ''): Element {
  const node = document.importNode(
    new DOMParser().parseFromString(markup, 'image/svg+xml').documentElement,
    true,
  );
  if (className)
    node.setAttribute('class', `${node.getAttribute('class') ?? ''} ${className}`.trim());
  return node;
}

export interface FairState {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export interface PageState {
  /** Upper case, as the platform sent it in the launch request. */
  language: string;
  mode: 'REAL' | 'FUN';
  balance: number | null;
  currency: { code: string; minorUnits: number };
  fair: FairState;
  verifyUrl: string;
}

/**
 * An amount as a left-to-right island (U+2066 … U+2069): inside Urdu text "+47.50 USD" would
 * otherwise be reordered into "USD 47.50+". Invisible in every other language.
 */
export function money(state: PageState, minor: number): string {
  return `\u2066${formatMoney(minor, state.currency.minorUnits, state.currency.code)}\u2069`;
}

/** A short message line that says why a call was refused. */
export function explain(error: unknown, w: Words): string {
  if (error instanceof GameApiError) {
    if (error.code === 'INSUFFICIENT_FUNDS') return w('error.insufficientFunds');
    if (error.code === 'SESSION_NOT_FOUND') return w('error.sessionExpired');
    // The vendor's own refusals (a bad room, a stake off the list) are English sentences for
    // developers; the player gets the same plain line in their language.
    return w('error.generic');
  }
  // A fetch that never got an answer: the player's network, not the game.
  return error instanceof TypeError ? w('error.connectionLost') : w('error.generic');
}

/** The collapsible fairness panel; `update` shows the next commitment after every round. */
export function fairnessPanel(
  facts: PageFacts,
  state: PageState,
  w: Words,
): { node: HTMLElement; update(fair: FairState, lastRound?: string): void } {
  const hash = el('code', 'hb-hash');
  const seed = el('input', 'hb-seed');
  seed.maxLength = 64;
  // Seeds and hashes are Latin hex whatever the page's direction.
  seed.dir = 'ltr';
  hash.dir = 'ltr';
  const note = el('p', 'hb-note');
  const link = el('a', 'hb-verify', w('fair.verifyRound'));
  link.target = '_blank';
  link.rel = 'noopener';
  link.hidden = true;
  const update = (fair: FairState, lastRound?: string): void => {
    hash.textContent = fair.serverSeedHash;
    seed.value = fair.clientSeed;
    if (lastRound) {
      link.href = `${state.verifyUrl}?round=${encodeURIComponent(lastRound)}`;
      link.hidden = false;
    }
  };
  const setButton = el('button', 'hb-small', w('fair.setSeed'));
  setButton.type = 'button';
  setButton.addEventListener('click', () => {
    gameCall<{ fair: FairState }>(facts, 'client-seed', { clientSeed: seed.value })
      .then(({ fair }) => update(fair))
      .catch((e: unknown) => (note.textContent = explain(e, w)));
  });
  const rotate = el('button', 'hb-small', w('fair.rotate'));
  rotate.type = 'button';
  rotate.addEventListener('click', () => {
    gameCall<{ revealed: string; fair: FairState }>(facts, 'rotate')
      .then(({ revealed, fair }) => {
        note.textContent = w('fair.revealed', { seed: revealed });
        update(fair);
      })
      .catch((e: unknown) => (note.textContent = explain(e, w)));
  });
  const details = el(
    'details',
    'hb-fair',
    el('summary', '', `⚖ ${w('fair.title')}`),
    el('label', '', w('fair.serverSeedHash'), hash),
    el('label', '', w('fair.clientSeed'), el('span', 'hb-row', seed, setButton)),
    el('span', 'hb-row', rotate, link),
    note,
  );
  update(state.fair);
  return { node: details, update };
}

/** A video poker hand's name ("Full house") from the code the vendor sends (FULL_HOUSE). */
export function pokerHand(w: Words, code: string): string {
  const key = `poker.${code}`;
  return key in POKER_HANDS ? w(key as TextKey) : w('noWin');
}

const POKER_HANDS: Record<string, true> = {
  'poker.JACKS_OR_BETTER': true,
  'poker.TWO_PAIR': true,
  'poker.THREE_OF_A_KIND': true,
  'poker.STRAIGHT': true,
  'poker.FLUSH': true,
  'poker.FULL_HOUSE': true,
  'poker.FOUR_OF_A_KIND': true,
  'poker.STRAIGHT_FLUSH': true,
  'poker.ROYAL_FLUSH': true,
};
