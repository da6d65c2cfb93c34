import { bankerDraws, DECKS, SHOE_SIZE, type BaccaratSpot } from './baccarat.ts';

/**
 * The exact odds of a coup from a fresh eight-deck shoe, by walking every sequence of card
 * values the tableau can deal (values 0–9; tens and faces count 0, so value 0 has 16 cards a
 * deck) with its probability without replacement. This is where the documented RTPs come
 * from; the simulation test then checks the dealer code against them.
 */

export interface BaccaratOdds {
  player: number;
  banker: number;
  tie: number;
  /** Probability that a side's first two cards share a rank (same for both sides). */
  pair: number;
}

const valueCounts = (): number[] =>
  Array.from({ length: 10 }, (_, value) => (value === 0 ? 16 : 4) * DECKS);

export function exactBaccaratOdds(): BaccaratOdds {
  const counts = valueCounts();
  const odds = { player: 0, banker: 0, tie: 0 };
  let left = SHOE_SIZE;

  /** Calls `then` for every value still in the shoe, with its probability, removing it. */
  const each = (weight: number, then: (value: number, weight: number) => void): void => {
    for (let value = 0; value < 10; value++) {
      const count = counts[value] ?? 0;
      if (count === 0) continue;
      const w = (weight * count) / left;
      counts[value] = count - 1;
      left -= 1;
      then(value, w);
      left += 1;
      counts[value] = count;
    }
  };
  const settle = (player: number, banker: number, weight: number): void => {
    if (player > banker) odds.player += weight;
    else if (banker > player) odds.banker += weight;
    else odds.tie += weight;
  };

  each(1, (p1, w1) =>
    each(w1, (b1, w2) =>
      each(w2, (p2, w3) =>
        each(w3, (b2, w4) => {
          const p = (p1 + p2) % 10;
          const b = (b1 + b2) % 10;
          if (p >= 8 || b >= 8) return settle(p, b, w4);
          if (p >= 6) {
            if (!bankerDraws(b, null)) return settle(p, b, w4);
            return each(w4, (b3, w5) => settle(p, (b + b3) % 10, w5));
          }
          each(w4, (p3, w5) => {
            const pFinal = (p + p3) % 10;
            // bankerDraws reads only the card's value; rank 10 stands for value 0.
            if (!bankerDraws(b, { rank: p3 === 0 ? 10 : p3, suit: 0 }))
              return settle(pFinal, b, w5);
            each(w5, (b3, w6) => settle(pFinal, (b + b3) % 10, w6));
          });
        }),
      ),
    ),
  );
  const perRank = 4 * DECKS;
  return { ...odds, pair: (perRank - 1) / (SHOE_SIZE - 1) };
}

/** The exact return to player of each spot, from the odds and the pay table. */
export function exactBaccaratRtp(odds: BaccaratOdds): Record<BaccaratSpot, number> {
  return {
    player: odds.player * 2 + odds.tie,
    banker: odds.banker * 1.95 + odds.tie,
    tie: odds.tie * 9,
    playerPair: odds.pair * 12,
    bankerPair: odds.pair * 12,
  };
}
