import { Link } from '../../app/router/links.tsx';
import { useLocation, useNavigate, useSearchParams } from '../../app/router/router.tsx';
import { EmptyState } from '../../app/ui/empty-state.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { GameFrame } from './game-frame.tsx';
import { readGamePage } from './game-links.ts';
import './game-frame.css';

/** `/game` and `/seamless` (header only): the launched game, or the way back to the lobby. */
export default function GamePage() {
  const t = useT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const game = readGamePage(params);
  if (!game) {
    return (
      <div className="wl-gameframe wl-gameframe--empty">
        <EmptyState text={t('games.noGameOpen')}>
          <Link className="wl-button wl-button--primary" to="/index">
            {t('games.backToLobby')}
          </Link>
        </EmptyState>
      </div>
    );
  }
  // Back to where the game was started from; straight from a link, to the home page.
  const leave = () =>
    location.key !== 'default' ? navigate(-1) : navigate('/index', { replace: true });
  return <GameFrame key={game.url} game={game} onLeave={leave} />;
}
