import type { VendorCard } from '../contract/games.ts';
import type { AccountRecord, BetRecord } from '../contract/history.ts';
import { ok, type Handler } from '../runtime/src/testing/fake-platform.ts';
import { moneyPageRoutes } from './money-pages-fixtures.ts';
import { storySite, type BrandId } from './story-site.ts';

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

const vendor = (
  code: string,
  name: string,
  category: VendorCard['category'],
  protocol: VendorCard['protocol'],
): VendorCard => ({
  accountTypeId: code.length,
  accountTypeName: code,
  displayName: name,
  category,
  smallIcon: '',
  isHot: 0,
  vassalage: code === 'LUMEN',
  protocol,
  gameCount: 2,
});

/** The sandbox vendors of the games issue, as the lobby's vendor list answers them. */
const VENDORS = [
  vendor('NOVA', 'Nova Reels', 'RNG', 'SEAMLESS'),
  vendor('NOVA', 'Nova Reels', 'FISH', 'SEAMLESS'),
  vendor('LUMEN', 'Lumen Live', 'LIVE', 'SEAMLESS'),
  vendor('HARBOR', 'Harbor Cards', 'PVP', 'TRANSFER'),
  vendor('HARBOR', 'Harbor Cards', 'RNG', 'TRANSFER'),
];

type Round = [BetRecord['vendor'], string, BetRecord['category'], string, number, number];
/** Vendor, game, category, the vendor's round detail, stake and payout in whole units. */
const ROUNDS: Round[] = [
  ['NOVA', 'Starfall Sevens', 'RNG', 'Reels 7 7 W 3 1 — 2 lines, 1 scatter', 1, 2.5],
  ['LUMEN', 'Velvet Roulette', 'LIVE', 'Ball on 17 black — straight up 17', 5, 180],
  ['NOVA', 'Coral Hunt', 'FISH', 'Shot ×3 at lantern fish — caught', 0.3, 0],
  ['HARBOR', 'Three Card Duel', 'PVP', 'Room 4 · you K K 9 vs house Q J 7', 2, 3.9],
  ['LUMEN', 'Jade Baccarat', 'LIVE', 'Player 8 · Banker 6 — player wins', 10, 20],
  ['NOVA', 'Dragon Vault', 'RNG', 'Reels 2 D 5 D 9 — no win, pool +0.01', 0.5, 0],
  ['HARBOR', 'Harbor Poker', 'RNG', 'Held J J — pair of jacks', 1, 1],
];

/** A member's bets over the last days: settled, one open, one rolled back, two in demo credit. */
function bets(brand: BrandId): BetRecord[] {
  const unit = 10 ** storySite(brand).brand.currency.minorUnits * (brand === 'lotus' ? 1000 : 1);
  const name = Object.fromEntries(VENDORS.map((v) => [v.accountTypeName, v.displayName]));
  return Array.from({ length: 23 }, (_, i) => {
    const round = ROUNDS[i % ROUNDS.length] as Round;
    const [code, game, category, detail, stake, payout] = round;
    const status = i === 0 ? 'OPEN' : i === 5 ? 'ROLLED_BACK' : 'SETTLED';
    const id = 500 - i;
    return {
      id,
      betId: `${code.toLowerCase()}-tx-${id}`,
      roundId: `${code.toLowerCase()}-r-${9000 + id}`,
      time: ago(i * 3 + 0.2),
      settledAt: status === 'OPEN' ? null : ago(i * 3 + 0.19),
      vendor: code,
      vendorName: name[code] ?? code,
      gameId: i % ROUNDS.length,
      game,
      category,
      stake: Math.round(stake * unit),
      validBet: status === 'ROLLED_BACK' ? 0 : Math.round(stake * unit),
      payout: status === 'SETTLED' ? Math.round(payout * unit) : 0,
      status,
      demo: i === 8 || i === 9,
      detail: status === 'OPEN' ? null : detail,
      proofUrl:
        status === 'OPEN'
          ? null
          : `/sandbox/vendors/${code}/verify?round=${code.toLowerCase()}-r-${9000 + id}`,
    };
  });
}

/** The money pages' calls, with bets, profit and account records that games have filled. */
export function historyPageRoutes(
  brand: BrandId,
  options: { empty?: boolean } = {},
): Record<string, Handler> {
  const base = moneyPageRoutes(brand, options);
  const all = options.empty ? [] : bets(brand);
  const real = all.filter((b) => !b.demo);
  const records: AccountRecord[] = real.slice(0, 12).flatMap((b) => {
    const moves: [AccountRecord['kind'], number][] =
      b.status === 'ROLLED_BACK'
        ? [
            ['BET', -b.stake],
            ['BET_REFUND', b.stake],
          ]
        : b.payout > 0
          ? [
              ['BET', -b.stake],
              ['PAYOUT', b.payout],
            ]
          : [['BET', -b.stake]];
    return moves.map(([kind, amount], j) => ({
      id: b.id * 10 + j,
      time: b.time,
      kind,
      wallet: 'MAIN',
      amount,
      balanceAfter: 0,
      counterparty: b.vendor,
      reference: null,
    }));
  });
  return {
    ...base,
    'GET /wps/games/vendors': () => ok(VENDORS),
    'GET /wps/v2/records/bets': (_b, url) => {
      const category = url.searchParams.get('category');
      const code = url.searchParams.get('vendor');
      const items = all.filter(
        (b) => (!category || b.category === category) && (!code || b.vendor === code),
      );
      const page = Number(url.searchParams.get('page') ?? 1);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
      const sum = (pick: (b: BetRecord) => number) => items.reduce((s, b) => s + pick(b), 0);
      return ok({
        items: items.slice((page - 1) * pageSize, page * pageSize),
        total: items.length,
        page,
        pageSize,
        totals: {
          stake: sum((b) => (b.status === 'ROLLED_BACK' ? 0 : b.stake)),
          validBet: sum((b) => b.validBet),
          payout: sum((b) => b.payout),
        },
      });
    },
    'GET /wps/v2/records/account': async (body, url) => {
      // The money pages' movements and the games' bets, payouts and refunds, newest first.
      const everything = new URL(url);
      everything.searchParams.set('page', '1');
      everything.searchParams.set('pageSize', '1000');
      const answer = await base['GET /wps/v2/records/account']?.(body, everything);
      const money = answer?.success ? (answer.value as { items: AccountRecord[] }).items : [];
      const kind = url.searchParams.get('kind');
      const items = [...money, ...records.filter((r) => !kind || r.kind === kind)].sort((a, b) =>
        b.time.localeCompare(a.time),
      );
      const page = Number(url.searchParams.get('page') ?? 1);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
      return ok({
        items: items.slice((page - 1) * pageSize, page * pageSize),
        total: items.length,
        page,
        pageSize,
      });
    },
    'GET /wps/v2/records/profit': async (body, url) => {
      const answer = await base['GET /wps/v2/records/profit']?.(body, url);
      if (!answer?.success) return answer ?? ok(null);
      const value = answer.value as {
        totals: Record<string, number>;
        days: { items: Record<string, number | string>[] };
      };
      // The games' figures on top of the money pages' days: what the bets staked and paid.
      const bet = real.reduce((s, b) => s + (b.status === 'SETTLED' ? b.stake : 0), 0);
      const payout = real.reduce((s, b) => s + b.payout, 0);
      const perDay = value.days.items.length || 1;
      const days = value.days.items.map((d) => ({
        ...d,
        bet: Math.round(bet / perDay),
        payout: Math.round(payout / perDay),
        profit: Number(d.bonus) + Math.round(payout / perDay) - Math.round(bet / perDay),
      }));
      return ok({
        totals: {
          ...value.totals,
          bet: days.reduce((s, d) => s + d.bet, 0),
          payout: days.reduce((s, d) => s + d.payout, 0),
          profit: days.reduce((s, d) => s + d.profit, 0),
        },
        days: { ...value.days, items: days },
      });
    },
  };
}
