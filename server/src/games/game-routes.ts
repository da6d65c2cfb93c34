import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { registerFavouriteRoutes } from './favourite-routes.ts';
import { registerGameList } from './game-list.ts';
import { registerLaunchRoutes } from './launch.ts';
import { registerLiveRoutes } from './live-state.ts';
import { registerLobbyRoutes } from './lobby-routes.ts';
import { registerWinnerBoard } from './winner-board.ts';

/** The player-facing game calls of contract/games.ts (spec §7), one file per concern. */
export function registerGameRoutes(app: Hono<AppEnv>): void {
  registerLobbyRoutes(app);
  registerGameList(app);
  registerFavouriteRoutes(app);
  registerLaunchRoutes(app);
  registerLiveRoutes(app);
  registerWinnerBoard(app);
}
