import { useAtomValue } from 'jotai';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useNavigate } from '../../app/router/router.tsx';
import type { EndpointValue } from '../../../../contract/endpoint.ts';
import {
  launchDemoGame,
  launchGame,
  type GameItem,
  type VendorCard,
} from '../../../../contract/games.ts';
import { asPlatformError, call } from '../../app/api/call.ts';
import { invalidate } from '../../app/api/query.ts';
import { useOpenModal } from '../../app/modals.ts';
import { moneyMoved } from '../../app/money.ts';
import { sessionAtom } from '../../app/session.ts';
import { useSite } from '../../app/site.tsx';
import { errorText } from '../../app/ui/error-text.ts';
import { useT } from '../../i18n/i18n.tsx';
import { clientType, gamePagePath, platformUrl, type TransferChoice } from './game-links.ts';
import { RECENT_TAG, useGameLanguage, useVendorCards } from './game-query.ts';

// The popups download on first use: most lobby visits never open one.
const VassalagePopup = lazy(() => import('./vassalage-popup.tsx'));
const TransferConfirm = lazy(() => import('./transfer-confirm.tsx'));

/** What launching needs of a game: a tile's game, a live table or a PVP room. */
export type LaunchableGame = Pick<GameItem, 'gameId' | 'name' | 'vendor' | 'demo'> & {
  vendorName?: string;
  roomId?: string | null;
};

/** The launch request's extra fields for a transfer vendor (spec §3 confirmTrans). */
type Popup = { kind: 'vassalage'; vendor: VendorCard } | { kind: 'transfer'; game: LaunchableGame };

/**
 * Spec §4 game start: a visitor gets the login popup; a VASSALAGE vendor opens the list of its
 * games; a TRANSFER vendor first asks how much to move from main; otherwise the game starts
 * and /game shows it. `popups` must be rendered by the caller.
 */
export function useLaunch() {
  const t = useT();
  const session = useAtomValue(sessionAtom);
  const openModal = useOpenModal();
  const navigate = useNavigate();
  const language = useGameLanguage();
  const { brand } = useSite();
  const { byCode } = useVendorCards();
  const [popup, setPopup] = useState<Popup | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const vendorName = useCallback(
    (game: LaunchableGame) =>
      game.vendorName ?? byCode.get(game.vendor)?.displayName ?? game.vendor,
    [byCode],
  );

  const open = useCallback(
    (game: LaunchableGame, url: string, demo: boolean) => {
      const card = byCode.get(game.vendor);
      navigate(
        gamePagePath({
          url: platformUrl(url, brand.apiBase),
          name: game.name,
          vendor: game.vendor,
          vendorName: vendorName(game),
          protocol: card?.protocol ?? 'SEAMLESS',
          demo,
        }),
      );
    },
    [byCode, navigate, brand.apiBase, vendorName],
  );

  const fail = useCallback(
    (e: unknown) => {
      const error = asPlatformError(e);
      if (error.code === 'NOT_LOGGED_IN') return;
      openModal({ id: 'notice', title: t('games.launchFailed'), body: errorText(t, error) });
    },
    [openModal, t],
  );

  /** The launch call itself; a transfer vendor's popup calls it with the member's choice. */
  const start = useCallback(
    async (game: LaunchableGame, transfer?: TransferChoice) => {
      const value: EndpointValue<typeof launchGame> = await call(launchGame, {
        gameId: game.gameId,
        accountType: '1',
        language,
        clientType: clientType(),
        ...(game.roomId ? { roomId: game.roomId } : {}),
        ...(transfer ? { confirmTrans: '1', ...transfer } : { confirmTrans: '0' }),
      });
      if (transfer) moneyMoved();
      invalidate(RECENT_TAG);
      open(game, value.game_url, false);
    },
    [language, open],
  );

  const play = useCallback(
    async (game: LaunchableGame) => {
      if (!session) {
        openModal({ id: 'loginModal' });
        return;
      }
      if (byCode.get(game.vendor)?.protocol === 'TRANSFER') {
        setPopup({ kind: 'transfer', game });
        return;
      }
      setBusyId(game.gameId);
      try {
        await start(game);
      } catch (e: unknown) {
        fail(e);
      } finally {
        setBusyId(null);
      }
    },
    [session, openModal, byCode, start, fail],
  );

  /** "Try for fun": virtual coins, no account needed (spec §3 accountType 0). */
  const tryDemo = useCallback(
    async (game: LaunchableGame) => {
      setBusyId(game.gameId);
      try {
        const value = await call(launchDemoGame, {
          gameId: game.gameId,
          language,
          clientType: clientType(),
        });
        open(game, value.game_url, true);
      } catch (e: unknown) {
        fail(e);
      } finally {
        setBusyId(null);
      }
    },
    [language, open, fail],
  );

  /** A vendor clicked (a lane card, the nav dropdown): VASSALAGE vendors list their games. */
  const openVendor = useCallback((vendor: VendorCard) => {
    setPopup({ kind: 'vassalage', vendor });
  }, []);

  const close = useCallback(() => setPopup(null), []);

  let popups: ReactNode = null;
  if (popup?.kind === 'vassalage') {
    popups = (
      <VassalagePopup
        vendor={popup.vendor}
        onClose={close}
        onPick={(game) => {
          setPopup(null);
          void play(game);
        }}
        onDemo={(game) => {
          setPopup(null);
          void tryDemo(game);
        }}
      />
    );
  } else if (popup?.kind === 'transfer') {
    popups = (
      <TransferConfirm
        gameName={popup.game.name}
        vendor={popup.game.vendor}
        vendorName={vendorName(popup.game)}
        onClose={close}
        onStart={(choice) => start(popup.game, choice)}
      />
    );
  }

  return {
    play,
    tryDemo,
    openVendor,
    busyId,
    popups: <Suspense fallback={null}>{popups}</Suspense>,
  };
}

export type Launcher = ReturnType<typeof useLaunch>;
