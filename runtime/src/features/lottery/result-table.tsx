import { useT } from '../../i18n/i18n.tsx';

export const PRIZE_TIERS = [
  'SPECIAL',
  'FIRST',
  'SECOND',
  'THIRD',
  'FOURTH',
  'FIFTH',
  'SIXTH',
  'SEVENTH',
  'EIGHTH',
] as const;
export type PrizeTier = (typeof PRIZE_TIERS)[number];

export interface TierRow {
  tier: PrizeTier;
  numbers: readonly string[];
}

export interface ResultTableProps {
  /** "Miền Bắc · 24/11/2026", already in the brand's language and date format. */
  title: string;
  /** In the order the region prints them (north: special first; south and central: eighth first). */
  rows: readonly TierRow[];
  /** The player's numbers (2 digits): their endings are marked wherever they came out. */
  mine?: readonly string[];
}

/** Every drawn number's last two digits, grouped by their first digit (the lô tô table). */
export function headTail(rows: readonly TierRow[]): string[][] {
  const heads: string[][] = Array.from({ length: 10 }, () => []);
  for (const row of rows) {
    for (const number of row.numbers) {
      const last2 = number.slice(-2);
      heads[Number(last2[0])]?.push(last2[1] ?? '');
    }
  }
  return heads.map((tails) => tails.sort());
}

/**
 * The result sheet Vietnamese players know from the newspaper: one row per prize tier, the
 * special prize in red, each number's last two digits (the lô) stressed, and beside it the
 * đầu / đuôi table of those endings.
 */
export function ResultTable({ title, rows, mine = [] }: ResultTableProps) {
  const t = useT();
  const wanted = new Set(mine);
  const heads = headTail(rows);
  return (
    <div className="wl-results" data-testid="result-table">
      <table className="wl-results__sheet">
        <caption>{title}</caption>
        <tbody>
          {rows.map((row) => (
            <tr key={row.tier} className={`is-${row.tier.toLowerCase()}`}>
              <th scope="row">{t(`lottery.tier.${row.tier}`)}</th>
              <td>
                <ul className="wl-results__numbers">
                  {row.numbers.map((n, i) => (
                    <li
                      key={`${n}-${i}`}
                      className={wanted.has(n.slice(-2)) ? 'is-mine' : undefined}
                    >
                      {n.slice(0, -2)}
                      <b>{n.slice(-2)}</b>
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="wl-results__loto">
        <caption>{t('lottery.headTail')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('lottery.head')}</th>
            <th scope="col">{t('lottery.tail')}</th>
          </tr>
        </thead>
        <tbody>
          {heads.map((tails, head) => (
            <tr key={head}>
              <th scope="row">{head}</th>
              <td>{tails.join(', ') || '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
