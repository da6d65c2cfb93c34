import { pageText, type TextKey } from '../../i18n/page-text.ts';

/**
 * The table pages' words in the 17 languages of sandbox-vendors/i18n, gathered once per page
 * from the session's language (the kit writes it on <body data-lang> and <html lang>).
 */

const KEYS = {
  placeBets: 'round.placeBets',
  closed: 'lumen.closed',
  spinning: 'lumen.spinning',
  dealing: 'lumen.dealing',
  result: 'round.result',
  confirm: 'lumen.confirm',
  clear: 'lumen.clear',
  repeat: 'lumen.repeat',
  balance: 'balance',
  totalBet: 'lumen.totalBet',
  noWin: 'lumen.noWin',
  fairness: 'fair.title',
  hash: 'lumen.hash',
  tableSeed: 'lumen.tableSeed',
  yourSeed: 'lumen.yourSeed',
  change: 'lumen.change',
  lastRound: 'lumen.lastRound',
  serverSeed: 'verify.serverSeed',
  roundSeed: 'lumen.roundSeed',
  nonce: 'lumen.nonce',
  verify: 'lumen.verify',
  players: 'lumen.players',
  limits: 'lumen.limits',
  player: 'lumen.player',
  banker: 'lumen.banker',
  tie: 'lumen.tie',
  playerPair: 'lumen.playerPair',
  bankerPair: 'lumen.bankerPair',
  fun: 'funChips',
  accepted: 'lumen.accepted',
  even: 'lumen.even',
  beadB: 'lumen.beadB',
  beadP: 'lumen.beadP',
  beadT: 'lumen.beadT',
  odd: 'lumen.odd',
  seedHelp: 'lumen.seedHelp',
  connecting: 'lumen.connecting',
  round: 'lumen.round',
  generic: 'error.generic',
} as const satisfies Record<string, TextKey>;

export type Words = Record<keyof typeof KEYS, string> & {
  /** "You win 12.50 USD", word order of the language. */
  youWin(amount: string): string;
  /** The name of a game (`game.<code>` key). */
  game(code: 'velvet-roulette' | 'jade-baccarat'): string;
};

export function wordsFor(lang: string): Words {
  const words = {} as Record<keyof typeof KEYS, string>;
  for (const [name, key] of Object.entries(KEYS) as [keyof typeof KEYS, TextKey][]) {
    words[name] = pageText(lang, key);
  }
  return {
    ...words,
    youWin: (amount) => pageText(lang, 'youWin', { amount }),
    game: (code) => pageText(lang, `game.${code}`),
  };
}
