import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { lotteryBuy, type Draw } from '../../../../contract/lottery.ts';
import { call } from '../../app/api/call.ts';
import { invalidate } from '../../app/api/query.ts';
import { useSend } from '../../app/api/use-send.ts';
import { useOpenModal } from '../../app/modals.ts';
import { moneyMoved } from '../../app/money.ts';
import { sessionAtom } from '../../app/session.ts';
import { useFormatMoney } from '../../app/ui/brand-time.ts';
import { errorText } from '../../app/ui/error-text.ts';
import { useSubmissionKey } from '../../app/ui/use-submission-key.ts';
import { useT } from '../../i18n/i18n.tsx';
import { PlayPicker } from './digit-picker.tsx';
import { TICKETS_TAG, playName, stakeOf, winPerHit, type PlayType } from './lottery-data.ts';

interface BetFormProps {
  play: PlayType;
  draw: Draw | null;
  vietnamese: boolean;
  /** Held by the game view, which marks them on the last result table. */
  picks: readonly string[];
  onPicks: (picks: string[]) => void;
}

/**
 * The bet slip of one play type: the picker, the stake in points (lô) or units, the price of
 * one, what a hit pays, and the buy button. One idempotency key per submission, kept for a
 * retry after a network failure so a ticket is never bought twice.
 */
export function BetForm({ play, draw, vietnamese, picks, onPicks }: BetFormProps) {
  const t = useT();
  const money = useFormatMoney();
  const session = useAtomValue(sessionAtom);
  const openModal = useOpenModal();
  const { busy, failure, setFailure, send } = useSend();
  const { keyFor, settled } = useSubmissionKey();
  const [units, setUnits] = useState(1);
  const [bought, setBought] = useState<string | null>(null);

  const points = play.pointPrice > 1;
  const stake = stakeOf(play, picks.length, units);
  const enough = picks.length >= play.minPicks && picks.length <= play.maxPicks;

  const change = (next: string[]) => {
    onPicks(next);
    setBought(null);
    setFailure(null);
  };

  const buy = () => {
    if (!session) {
      openModal({ id: 'loginModal' });
      return;
    }
    if (!draw || !enough) return;
    const request = { drawId: draw.drawId, playType: play.code, picks: [...picks], units };
    void send(async () => {
      const answer = await call(lotteryBuy, { ...request, idempotencyKey: keyFor(request) });
      // The picks stay: buying the same numbers again is one tap (with a new key).
      setBought(answer.ticket.ticketNo);
      moneyMoved();
      invalidate(TICKETS_TAG);
    }, settled);
  };

  return (
    <form
      className="wl-betform"
      onSubmit={(e) => {
        e.preventDefault();
        buy();
      }}
    >
      <p className="wl-betform__rule">
        {t(`lottery.rule.${play.minPicks === play.maxPicks ? 'exact' : 'range'}`, {
          play: playName(t, play),
          min: play.minPicks,
          max: play.maxPicks,
        })}
      </p>
      <PlayPicker play={play} vietnamese={vietnamese} picks={picks} onChange={change} />
      <div className="wl-betform__stake">
        <label>
          <span>{t(points ? 'lottery.points' : 'lottery.units')}</span>
          <span className="wl-stepper">
            <button
              type="button"
              onClick={() => setUnits(Math.max(1, units - 1))}
              aria-label={t('lottery.less')}
            >
              −
            </button>
            <input
              type="number"
              inputMode="numeric"
              min={1}
              max={play.maxUnits}
              value={units}
              data-testid="lottery-units"
              onChange={(e) =>
                setUnits(
                  Math.min(play.maxUnits, Math.max(1, Math.floor(Number(e.target.value) || 1))),
                )
              }
            />
            <button
              type="button"
              onClick={() => setUnits(Math.min(play.maxUnits, units + 1))}
              aria-label={t('lottery.more')}
            >
              +
            </button>
          </span>
        </label>
        <dl className="wl-betform__sums">
          <div>
            <dt>{t(points ? 'lottery.pricePerPoint' : 'lottery.pricePerUnit')}</dt>
            <dd>{money(play.unitStake * play.pointPrice)}</dd>
          </div>
          <div>
            <dt>{t('lottery.stake')}</dt>
            <dd data-testid="lottery-stake">{money(stake)}</dd>
          </div>
          <div>
            <dt>{t('lottery.winPerHit')}</dt>
            <dd className="is-win">{money(winPerHit(play, units))}</dd>
          </div>
        </dl>
      </div>
      {failure && (
        <p className="wl-betform__error" role="alert">
          {errorText(t, failure)}
        </p>
      )}
      {bought && (
        <p className="wl-betform__ok" role="status">
          {t('lottery.bought', { ticket: bought })}
        </p>
      )}
      <button
        type="submit"
        className="wl-button wl-button--primary wl-betform__buy"
        disabled={busy || (Boolean(session) && (!draw || !enough))}
        data-testid="lottery-buy"
      >
        {session ? t('lottery.buy', { amount: money(stake) }) : t('lottery.loginToBuy')}
      </button>
    </form>
  );
}
