import { useAtomValue } from 'jotai';
import { useState } from 'react';
import type { PageProps } from '../../app/feature.ts';
import { Link } from '../../app/router/links.tsx';
import { useSearchParams } from '../../app/router/router.tsx';
import { sessionAtom } from '../../app/session.ts';
import { useLanguage, useT } from '../../i18n/i18n.tsx';
import { GameCard } from './game-card.tsx';
import { GameView } from './game-view.tsx';
import {
  gameName,
  groupName,
  useLotteryGroups,
  useTicking,
  type LotteryGroup,
} from './lottery-data.ts';
import { MyTickets } from './my-tickets.tsx';
import { RecentNumbers } from './recent-numbers.tsx';
import { useLotteryLaunch } from './use-lottery-launch.ts';
import './lottery-widgets.css';
import './lottery-lobby.css';
import './lottery-game.css';
import './lottery-records.css';
import './lottery-phone.css';

/** `?prizeMode=SEA` (the TCG_SEA start, spec §4) narrows the lobby to that mode's games. */
function inMode(groups: readonly LotteryGroup[], prizeMode: string | null): LotteryGroup[] {
  if (!prizeMode) return [...groups];
  return groups
    .map((g) => ({ ...g, games: g.games.filter((game) => game.prizeMode === prizeMode) }))
    .filter((g) => g.games.length > 0);
}

/**
 * The lottery lobby (/lottery header-only, /lott, /elott): the merchant's game groups as tabs,
 * every game with its countdown and last result, and `?gameCode=&playType=` opening a game on
 * that play type (spec §2.1).
 */
export default function LotteryPage({ category }: PageProps) {
  const t = useT();
  const [language] = useLanguage();
  const [params] = useSearchParams();
  const session = useAtomValue(sessionAtom);
  const now = useTicking();
  useLotteryLaunch(language);
  // Every route shows all the merchant's lottery games: its prize modes decide which exist.
  const { groups: all, loading } = useLotteryGroups(null, language);
  const groups = inMode(all, params.get('prizeMode'));
  const [tab, setTab] = useState<string | null>(null);
  const gameCode = params.get('gameCode');
  const shown = tab ? groups.filter((g) => g.gameGroupCode === tab) : groups;
  const hasVn = groups.some((g) => g.games.some((game) => game.code.startsWith('VN_')));

  return (
    <div className="wl-lottery" data-testid="lottery-page">
      <header className="wl-lottery__bar">
        <Link to="/lottery" className="wl-lottery__home">
          {t(category === 'ELOTT' ? 'category.ELOTT' : 'category.LOTT')}
        </Link>
        <nav className="wl-ltabs" aria-label={t('lottery.groups')}>
          {groups.flatMap((g) =>
            g.games.map((game) => (
              <Link
                key={game.code}
                to={`/lottery?gameCode=${game.code}&playType=${game.defaultPlayType}`}
                className={game.code === gameCode ? 'is-active' : undefined}
                aria-current={game.code === gameCode ? 'page' : undefined}
              >
                {gameName(t, game)}
              </Link>
            )),
          )}
        </nav>
      </header>
      {hasVn && <RecentNumbers language={language} />}
      {gameCode ? (
        <GameView
          gameCode={gameCode}
          playType={params.get('playType')}
          language={language}
          now={now}
        />
      ) : (
        <div className="wl-lobby" data-testid="lottery-lobby">
          <div className="wl-ltabs wl-ltabs--groups" role="tablist">
            <button
              type="button"
              role="tab"
              aria-selected={tab === null}
              className={tab === null ? 'is-active' : undefined}
              onClick={() => setTab(null)}
            >
              {t('lottery.allGames')}
            </button>
            {groups.map((g) => (
              <button
                key={g.gameGroupCode}
                type="button"
                role="tab"
                aria-selected={tab === g.gameGroupCode}
                className={tab === g.gameGroupCode ? 'is-active' : undefined}
                onClick={() => setTab(g.gameGroupCode)}
              >
                {groupName(t, g)}
              </button>
            ))}
          </div>
          {loading && <p className="wl-muted">{t('app.loading')}</p>}
          {!loading && groups.length === 0 && <p className="wl-muted">{t('lottery.noGames')}</p>}
          {shown.map((g) => (
            <section key={g.gameGroupCode} className="wl-lgroup" aria-label={groupName(t, g)}>
              <h2>{groupName(t, g)}</h2>
              <div className="wl-lgroup__grid">
                {g.games.map((game) => (
                  <GameCard key={game.code} game={game} now={now} language={language} />
                ))}
              </div>
            </section>
          ))}
        </div>
      )}
      {session && <MyTickets {...(gameCode ? { gameCode } : {})} />}
    </div>
  );
}
