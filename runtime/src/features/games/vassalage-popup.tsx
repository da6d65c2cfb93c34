import { useId } from 'react';
import { gameList, type GameItem, type VendorCard } from '../../../../contract/games.ts';
import { useQuery } from '../../app/api/query.ts';
import { useSite } from '../../app/site.tsx';
import { DialogFrame } from '../../app/ui/dialog-frame.tsx';
import { Icon, VendorBadge } from '../../app/ui/icons.tsx';
import { QueryView } from '../../app/ui/query-view.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { platformUrl } from './game-links.ts';
import { useGameLanguage } from './game-query.ts';
import './game-frame.css';

export interface VassalagePopupProps {
  vendor: VendorCard;
  onClose: () => void;
  onPick: (game: GameItem) => void;
  onDemo: (game: GameItem) => void;
}

/** Spec §4: a VASSALAGE vendor's games in a popup list; picking one starts it. */
export default function VassalagePopup({ vendor, onClose, onPick, onDemo }: VassalagePopupProps) {
  const t = useT();
  const titleId = useId();
  const { brand } = useSite();
  const language = useGameLanguage();
  const games = useQuery(gameList, {
    vendor: vendor.accountTypeName,
    language,
    page: 1,
    pageSize: 50,
  });
  return (
    <DialogFrame
      labelledBy={titleId}
      onClose={onClose}
      className="wl-dialog wl-vassal"
      testId="vassalage-popup"
      closeOnBackdrop
      lockScroll
    >
      <div className="wl-vassal__head">
        <VendorBadge name={vendor.displayName} />
        <div>
          <h2 id={titleId} className="wl-dialog__title">
            {vendor.displayName}
          </h2>
          <p className="wl-muted">{t('games.pickGame')}</p>
        </div>
        <button
          type="button"
          className="wl-gicon wl-vassal__close"
          aria-label={t('notice.close')}
          data-dialog-close
          onClick={onClose}
        >
          <Icon name="close" size={18} />
        </button>
      </div>
      <QueryView
        query={games}
        spinner
        isEmpty={(page) => page.items.length === 0}
        emptyText={t('games.noGames')}
      >
        {(page) => (
          <ul className="wl-vassal__list">
            {page.items.map((game) => (
              <li key={game.gameId} className="wl-vassal__item">
                <button
                  type="button"
                  className="wl-vassal__pick"
                  data-testid={`vassalage-game-${game.gameId}`}
                  onClick={() => onPick(game)}
                >
                  <img
                    src={platformUrl(game.thumbnail, brand.apiBase)}
                    alt=""
                    loading="lazy"
                    width={96}
                    height={72}
                  />
                  <span className="wl-vassal__name">{game.name}</span>
                  <span className="wl-vassal__play">
                    {t('games.play')}
                    <Icon name="arrowEnd" size={14} />
                  </span>
                </button>
                {game.demo && (
                  <button
                    type="button"
                    className="wl-button wl-button--ghost wl-vassal__demo"
                    onClick={() => onDemo(game)}
                  >
                    {t('games.tryForFun')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </DialogFrame>
  );
}
