/**
 * How the dictionaries are cut into parts (docs/performance.md, issue 10). The source files stay
 * whole for translators; the build (runtime/build/dictionary-parts-plugin.ts) splits each one by
 * this table, so the first screen downloads only `core` and a lazy feature fetches its own part
 * with its code (FeatureDescriptor.dictionaryParts).
 *
 * The one table: a key belongs to the part whose prefix is the longest that starts it; a key no
 * prefix starts is core. A `core` entry carves a shell key out of a feature's prefix. The test
 * beside this file checks every source file only uses keys its place is sure to have loaded.
 */
export const DICTIONARY_PARTS = {
  core: [
    // The header's account menu offers authenticator setup before the account chunk is loaded.
    'totp.setup',
    // The fund password field is shared UI (app/ui), used by several lazy pages.
    'fundPassword.',
    // The home page's hot matches strip (sports/home-hot.tsx) and the match rows it shows.
    'sports.hotMatches',
    'sports.seeAll',
    'sports.live',
    'sports.clock.',
    'sports.period.',
    'sports.noPrices',
    'sports.moreMarketsOf',
    'sports.suspended',
    'sports.oddsUp',
    'sports.oddsDown',
    'sports.market.',
    'sports.pick.',
  ],
  // The lobbies' own words; the home page's game strips and the launch popups stay core.
  games: [
    'games.sub.',
    'games.sort',
    'games.phase.',
    'games.all',
    'games.filter',
    'games.live',
    'games.pvp',
    'games.search',
    'games.leave',
    'games.backToLobby',
    'games.clearFilters',
    'games.fishTagline',
    'games.fullscreen',
    'games.funMode',
    'games.gameCount',
    'games.joinRoom',
    'games.limits',
    'games.loadMore',
    'games.lobbyFigures',
    'games.minStake',
    'games.noGameOpen',
    'games.noMatch',
    'games.noResultsYet',
    'games.noRooms',
    'games.noTables',
    'games.players',
    'games.providers',
    'games.resultRoad',
    'games.roomFull',
    'games.rooms',
    'games.seatsTaken',
    'games.secondsLeft',
    'games.shownOf',
    'games.slotsTagline',
    'games.stay',
    'games.subCategories',
    'games.tables',
    'games.transferBack',
  ],
  sports: ['sports.'],
  lottery: ['lottery.'],
  deposit: ['deposit.', 'depositMethod.', 'depositTeach.'],
  withdraw: ['withdraw.', 'receipt.'],
  history: ['bets.', 'record.', 'reward.', 'profit.', 'history.'],
  wallet: ['transfer.', 'upline.', 'wallet.'],
  account: ['card.', 'security.', 'referral.'],
  messages: ['message.', 'messages.'],
  identity: ['secondFactor.', 'totp.', 'forgot.', 'reset.'],
  promotions: ['missions.'],
  agent: ['agent.'],
} as const satisfies Record<string, readonly string[]>;

export type DictionaryPart = keyof typeof DICTIONARY_PARTS;

export const PART_NAMES = Object.keys(DICTIONARY_PARTS) as DictionaryPart[];

/** The part a key belongs to: the longest matching prefix wins, no match is core. */
export function partOfKey(key: string): DictionaryPart {
  let best: DictionaryPart = 'core';
  let length = 0;
  for (const part of PART_NAMES) {
    for (const prefix of DICTIONARY_PARTS[part]) {
      if (prefix.length > length && key.startsWith(prefix)) {
        best = part;
        length = prefix.length;
      }
    }
  }
  return best;
}

/** One dictionary cut into its parts; every part is present, if only as an empty object. */
export function splitDictionary(
  dictionary: Readonly<Record<string, string>>,
): Record<DictionaryPart, Record<string, string>> {
  const parts = Object.fromEntries(PART_NAMES.map((p) => [p, {}])) as Record<
    DictionaryPart,
    Record<string, string>
  >;
  for (const [key, text] of Object.entries(dictionary)) parts[partOfKey(key)][key] = text;
  return parts;
}
