import type { BaccaratOutcome, RouletteOutcome } from '../tables/table-games.ts';
import type { TableView } from '../tables/table-types.ts';

/** What the table stream and the table call send the page (lumen-routes.ts tableView()). */
export type ClientView<Outcome> = TableView<Outcome> & {
  balance: number | null;
  currency: { code: string; minorUnits: number };
  limits: { min: number; max: number };
  chips: number[];
  mode: 'REAL' | 'FUN';
};

export type RouletteView = ClientView<RouletteOutcome>;
export type BaccaratView = ClientView<BaccaratOutcome>;
