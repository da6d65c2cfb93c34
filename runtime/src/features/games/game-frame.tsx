import { useEffect, useRef, useState } from 'react';
import { walletTransferAll } from '../../../../contract/wallet.ts';
import { asPlatformError, call } from '../../app/api/call.ts';
import { moneyMoved, newIdempotencyKey } from '../../app/money.ts';
import { errorText } from '../../app/ui/error-text.ts';
import { Icon } from '../../app/ui/icons.tsx';
import { NoticeDialog } from '../../app/ui/notice-dialog.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { frameOrigin, type GameFrameTarget } from './game-links.ts';
import './game-frame.css';

/** Messages a game may post to the site (the sandbox vendors' games do). */
type GameMessage = { type: 'wl:balance' } | { type: 'wl:leave' };

function isGameMessage(data: unknown): data is GameMessage {
  if (typeof data !== 'object' || data === null) return false;
  const type = (data as { type?: unknown }).type;
  return type === 'wl:balance' || type === 'wl:leave';
}

interface GameFrameProps {
  game: GameFrameTarget;
  /** After the member confirmed (and any transfer back was made). */
  onLeave: () => void;
}

/**
 * `/game` (spec §2.1, header only): the vendor's game in a sandboxed frame under a slim bar.
 * The frame's own messages move the header balance ("wl:balance") or ask to leave; they count
 * only from the game's origin. Leaving asks first (spec §8) and, for a transfer vendor, offers
 * to bring the vendor wallet back to main.
 */
export function GameFrame({ game, onLeave }: GameFrameProps) {
  const t = useT();
  const stage = useRef<HTMLDivElement>(null);
  const [asking, setAsking] = useState(false);
  const [bringBack, setBringBack] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const transfer = game.protocol === 'TRANSFER' && !game.demo;
  const origin = frameOrigin(game.url, window.location.href);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!origin || event.origin !== origin || !isGameMessage(event.data)) return;
      if (event.data.type === 'wl:balance') moneyMoved();
      else setAsking(true);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin]);

  const fullscreen = () => {
    const el = stage.current;
    if (!el) return;
    if (document.fullscreenElement) void document.exitFullscreen?.();
    else void el.requestFullscreen?.().catch(() => {});
  };

  const leave = async () => {
    if (!(transfer && bringBack)) {
      onLeave();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await call(walletTransferAll, { idempotencyKey: newIdempotencyKey() });
      moneyMoved();
      onLeave();
    } catch (e: unknown) {
      setError(errorText(t, asPlatformError(e)));
      setBusy(false);
    }
  };

  return (
    <div className="wl-gameframe" data-testid="game-frame">
      <div className="wl-gameframe__bar">
        <div className="wl-gameframe__title">
          <strong>{game.name}</strong>
          {game.vendorName && <span>{game.vendorName}</span>}
          {game.demo && <span className="wl-chip">{t('games.funMode')}</span>}
        </div>
        <div className="wl-gameframe__tools">
          <button
            type="button"
            className="wl-button wl-button--ghost"
            onClick={fullscreen}
            data-testid="game-fullscreen"
          >
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
              <path
                d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              />
            </svg>
            {t('games.fullscreen')}
          </button>
          <button
            type="button"
            className="wl-button wl-button--outline"
            data-testid="game-leave"
            onClick={() => setAsking(true)}
          >
            <Icon name="logout" size={16} />
            {t('games.leave')}
          </button>
        </div>
      </div>
      <div className="wl-gameframe__stage" ref={stage}>
        {!loaded && (
          <div className="wl-gameframe__loading" aria-hidden="true">
            <div className="wl-spinner" />
          </div>
        )}
        <iframe
          className="wl-gameframe__iframe"
          src={game.url}
          title={game.name}
          data-testid="game-iframe"
          // The game runs its own scripts on its own origin; it may not navigate this page.
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
          allow="fullscreen; autoplay; clipboard-write"
          allowFullScreen
          referrerPolicy="origin"
          onLoad={() => setLoaded(true)}
        />
      </div>
      {asking && (
        <NoticeDialog
          title={t('games.leaveTitle')}
          onClose={() => setAsking(false)}
          actions={
            <>
              <button
                type="button"
                className="wl-button wl-button--ghost"
                onClick={() => setAsking(false)}
              >
                {t('games.stay')}
              </button>
              <button
                type="button"
                className="wl-button wl-button--primary"
                data-testid="game-leave-confirm"
                disabled={busy}
                onClick={() => void leave()}
              >
                {t('games.leaveConfirm')}
              </button>
            </>
          }
        >
          <p>{t('games.leaveBody')}</p>
          {transfer && (
            <label className="wl-gameframe__bring-back">
              <input
                type="checkbox"
                checked={bringBack}
                data-testid="game-transfer-back"
                onChange={(e) => setBringBack(e.target.checked)}
              />
              {t('games.transferBack', { vendor: game.vendorName || game.vendor })}
            </label>
          )}
          {error && (
            <p className="wl-gameframe__error" role="alert">
              {error}
            </p>
          )}
        </NoticeDialog>
      )}
    </div>
  );
}
