import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { sportsPlace, sportsSlips, type Slip } from '../../../../contract/sports.ts';
import { asPlatformError, call } from '../../app/api/call.ts';
import { invalidate } from '../../app/api/query.ts';
import { useOpenModal } from '../../app/modals.ts';
import { moneyMoved, newIdempotencyKey, parseAmount } from '../../app/money.ts';
import { sessionAtom } from '../../app/session.ts';
import { useSite } from '../../app/site.tsx';
import { errorText } from '../../app/ui/error-text.ts';
import { useT } from '../../i18n/i18n.tsx';
import { refusalText } from './slip-refusal.ts';
import type { useSlip } from './slip-state.ts';

/** Reads of the member's slips (my bets) re-read after a placement. */
export const SLIPS_TAG = 'sports:slips';

/** Failures after which the book may have taken the slip: the retry keeps its key. */
const UNSURE: ReadonlySet<string> = new Set(['NETWORK', 'SLOW_NETWORK']);
const PENDING_POLL_MS = 2_000;

type SlipApi = ReturnType<typeof useSlip>;
type Leg = { matchId: string; marketId: string; selection: string; odds: number };

/**
 * Places what the slip holds: one slip per single with a stake, or the parlay. Each bet
 * carries its own idempotency key, kept for a retry of the very same bet after a network
 * failure (the book then answers the first slip instead of taking the stake twice).
 */
export function usePlace(api: SlipApi) {
  const t = useT();
  const { brand } = useSite();
  const session = useAtomValue(sessionAtom);
  const openModal = useOpenModal();
  const keys = useRef(new Map<string, string>());
  const [placing, setPlacing] = useState(false);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [pending, setPending] = useState<readonly number[]>([]);
  const { slip } = api;

  const place = useCallback(async () => {
    if (!session) {
      openModal({ id: 'loginModal' });
      return;
    }
    const currency = brand.currency;
    const bets =
      slip.mode === 'PARLAY'
        ? [{ stakeKey: 'PARLAY', picks: slip.picks }]
        : slip.picks.map((p) => ({ stakeKey: p.id, picks: [p] }));
    const filled = bets
      .map((b) => ({ ...b, stake: parseAmount(slip.stakes[b.stakeKey] ?? '', currency) ?? 0 }))
      .filter((b) => b.stake > 0);
    setPlacing(true);
    setError(undefined);
    setNotice(undefined);
    const placed: Slip[] = [];
    const done: string[] = [];
    try {
      for (const bet of filled) {
        const legs: Leg[] = bet.picks.map((p) => ({
          matchId: p.matchId,
          marketId: p.marketId,
          selection: p.selection,
          odds: p.price,
        }));
        const request = { stake: bet.stake, oddsPolicy: slip.policy, legs };
        const fingerprint = JSON.stringify(request);
        const key = keys.current.get(fingerprint) ?? newIdempotencyKey();
        keys.current.set(fingerprint, key);
        try {
          placed.push(await call(sportsPlace, { key, ...request }));
          keys.current.delete(fingerprint);
          done.push(bet.stakeKey);
        } catch (e: unknown) {
          const failure = asPlatformError(e);
          if (!UNSURE.has(failure.code)) keys.current.delete(fingerprint);
          if (failure.code === 'NOT_LOGGED_IN') return;
          if (failure.code === 'ODDS_CHANGED') {
            const value = failure.value as { legs?: Leg[] } | undefined;
            api.setPrices(value?.legs ?? []);
            setError(t('sports.slip.pricesChanged'));
          } else {
            setError(errorText(t, failure));
          }
          return;
        }
      }
    } finally {
      setPlacing(false);
      api.clearStakes(done);
      if (placed.length > 0) {
        moneyMoved();
        invalidate(SLIPS_TAG);
        const waiting = placed.filter((s) => s.status === 'PENDING').map((s) => s.id);
        setPending(waiting);
        setNotice(
          waiting.length > 0
            ? t('sports.slip.waiting')
            : t('sports.slip.placed', { count: placed.length }),
        );
      }
    }
  }, [session, openModal, brand.currency, slip, api, t]);

  // In-play slips wait a few seconds for the book's acceptance: ask until each is decided.
  useEffect(() => {
    if (pending.length === 0) return;
    const timer = setInterval(() => {
      void (async () => {
        try {
          const [open, settled] = await Promise.all([
            call(sportsSlips, { state: 'open', page: 1, pageSize: 50 }),
            call(sportsSlips, { state: 'settled', page: 1, pageSize: 50 }),
          ]);
          const all = [...open.items, ...settled.items].filter((s) => pending.includes(s.id));
          if (all.some((s) => s.status === 'PENDING')) return;
          const refused = all.filter((s) => s.status === 'REFUSED');
          setPending([]);
          invalidate(SLIPS_TAG);
          moneyMoved();
          if (refused.length > 0) {
            setNotice(undefined);
            setError(refusalText(t, refused[0]?.refusal ?? ''));
          } else setNotice(t('sports.slip.accepted'));
        } catch {
          // The next tick asks again.
        }
      })();
    }, PENDING_POLL_MS);
    return () => clearInterval(timer);
  }, [pending, t]);

  return { place, placing, error, notice, waiting: pending.length > 0 };
}
