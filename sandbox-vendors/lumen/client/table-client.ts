import { gameCall, GameApiError, notifyBalance, type PageFacts } from '../../kit/client/frame.ts';
import { pageText, type TextKey } from '../../i18n/page-text.ts';
import type { ClientView } from './view-types.ts';

/** Refusal codes the table routes answer, worded in the player's language. */
const REFUSALS: Record<string, TextKey> = {
  WINDOW_CLOSED: 'error.betsClosed',
  INSUFFICIENT_FUNDS: 'error.insufficientFunds',
  BELOW_MIN: 'lumen.belowMin',
  ABOVE_MAX: 'lumen.aboveMax',
  SESSION_NOT_FOUND: 'error.sessionExpired',
  SESSION_EXPIRED: 'error.sessionExpired',
  SESSION_INVALID: 'error.sessionExpired',
};

function refusal(facts: PageFacts, error: unknown): string {
  const code = error instanceof GameApiError ? error.code : '';
  return pageText(facts.lang, REFUSALS[code] ?? 'error.generic');
}

/**
 * The page's link to its table: the view arrives pushed over Server-Sent Events; when the
 * stream is silent for a few seconds (a proxy that buffers, a dropped connection) the page asks
 * for it instead, so the table never freezes. Chips are kept locally until Confirm sends them
 * as one bet for the open round.
 */

export interface TableLink<Outcome> {
  /** The latest view and when it arrived (performance.now()), for the countdown. */
  latest(): { view: ClientView<Outcome>; at: number } | null;
  /** Chips on the layout not yet confirmed, by spot. */
  pending: Map<string, number>;
  /** The seat's confirmed bets of the previous round, for Repeat. */
  previous: Record<string, number>;
  confirm(): Promise<string | null>;
  /** The player's client seed (kit's fairness state). */
  clientSeed(): string;
  setClientSeed(seed: string): Promise<string | null>;
}

interface KitState {
  balance: number | null;
  fair: { clientSeed: string };
}

export function connectTable<Outcome>(
  facts: PageFacts,
  onView: (view: ClientView<Outcome>) => void,
): TableLink<Outcome> {
  let latest: { view: ClientView<Outcome>; at: number } | null = null;
  let seed = '';
  let lastRoundId = '';
  const link: TableLink<Outcome> = {
    latest: () => latest,
    pending: new Map(),
    previous: {},
    async confirm() {
      const bets = [...link.pending].map(([spot, amount]) => ({ spot, amount }));
      if (bets.length === 0) return null;
      try {
        const answer = await gameCall<{ balance: number | null }>(facts, 'bet', { bets });
        link.pending.clear();
        if (latest && answer.balance !== null) latest.view.balance = answer.balance;
        notifyBalance();
        await refresh();
        return null;
      } catch (error) {
        return refusal(facts, error);
      }
    },
    clientSeed: () => seed,
    async setClientSeed(next) {
      try {
        const answer = await gameCall<KitState>(facts, 'client-seed', { clientSeed: next });
        seed = answer.fair.clientSeed;
        return null;
      } catch (error) {
        return refusal(facts, error);
      }
    },
  };

  const accept = (view: ClientView<Outcome>): void => {
    const balance = view.balance ?? latest?.view.balance ?? null;
    latest = { view: { ...view, balance }, at: performance.now() };
    if (view.round.id !== lastRoundId) {
      // A new round: what the seat confirmed last round becomes Repeat's bets.
      if (lastRoundId && view.phase === 'BETTING') link.pending.clear();
      lastRoundId = view.round.id;
    }
    if (view.seat && Object.keys(view.seat.bets).length) link.previous = view.seat.bets;
    if (view.phase === 'RESULT' && view.seat?.payout !== null && view.seat) notifyBalance();
    onView(latest.view);
  };

  async function refresh(): Promise<void> {
    try {
      accept(await gameCall<ClientView<Outcome>>(facts, 'table'));
    } catch {
      // The next poll or event tries again.
    }
  }

  void gameCall<KitState>(facts, 'state')
    .then((state) => {
      seed = state.fair.clientSeed;
      if (latest && state.balance !== null) latest.view.balance = state.balance;
      else if (state.balance !== null) void refresh();
    })
    .catch(() => undefined);

  let source: EventSource | null = null;
  if (typeof EventSource === 'function') {
    source = new EventSource(`${facts.base}/game/${encodeURIComponent(facts.session)}/events`);
    source.addEventListener('table', (event) => {
      accept(JSON.parse((event as MessageEvent<string>).data) as ClientView<Outcome>);
    });
  }
  void refresh();
  // Poll while the stream is down; an open stream is trusted until a phase is overdue (a proxy
  // that buffers events would otherwise freeze the table).
  setInterval(() => {
    const open = source?.readyState === EventSource.OPEN;
    const overdue = !latest || performance.now() - latest.at > latest.view.msLeft + 3_000;
    if (!open || overdue) void refresh();
  }, 2_000);
  return link;
}
