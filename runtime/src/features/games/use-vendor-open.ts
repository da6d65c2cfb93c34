import { useEffect, useRef } from 'react';
import { useSearchParams } from '../../app/router/router.tsx';
import { gameList } from '../../../../contract/games.ts';
import { call } from '../../app/api/call.ts';
import { useGameLanguage, useVendorCards } from './game-query.ts';
import type { Launcher } from './use-launch.tsx';

/**
 * Spec §2.2 "clicking a vendor launches it": the nav dropdown leads to
 * `/<lobby>?page=<vendor>&open=1`. Here that means what a player expects of a vendor's name:
 * a VASSALAGE vendor shows its games to pick from (spec §4), any other starts its featured game
 * (else its most popular). `open` is dropped at once, so a reload or Back does not launch again.
 */
export function useVendorOpen(launcher: Launcher): void {
  const [params, setParams] = useSearchParams();
  const { byCode, query } = useVendorCards();
  const language = useGameLanguage();
  const code = params.get('open') === '1' ? params.get('page') : null;
  const card = code ? byCode.get(code) : undefined;
  const done = useRef<string | null>(null);
  const { openVendor, play } = launcher;

  useEffect(() => {
    if (!code || !query.value || done.current === code) return;
    done.current = code;
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete('open');
        return next;
      },
      { replace: true },
    );
    if (!card) return;
    if (card.vassalage) {
      openVendor(card);
      return;
    }
    void call(gameList, { vendor: card.accountTypeName, language, page: 1, pageSize: 20 }).then(
      (page) => {
        const game = page.items.find((g) => g.featured) ?? page.items[0];
        if (game) void play(game);
      },
      () => {},
    );
  }, [code, card, query.value, setParams, openVendor, play, language]);
}
