import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { lotteryLaunch } from '../../../../contract/lottery.ts';
import { call } from '../../app/api/call.ts';
import { useOpenModal } from '../../app/modals.ts';
import { useNavigate, useSearchParams } from '../../app/router/router.tsx';
import { sessionAtom } from '../../app/session.ts';

const mobile = () =>
  typeof window !== 'undefined' && window.innerWidth < 768 ? 'mobile' : 'desktop';

/**
 * Spec §4 lottery start for a vendor from the nav dropdown (`/lottery?vendor=X`): the
 * platform's launch answer decides — TCG_SEA opens the Vietnamese lobby, GPI its game's bet
 * slip, any other vendor the lobby. A visitor is asked to log in first and stays in the lobby.
 */
export function useLotteryLaunch(language: string): void {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useAtomValue(sessionAtom);
  const openModal = useOpenModal();
  const vendor = params.get('vendor');
  const done = useRef<string | null>(null);

  useEffect(() => {
    // Forgotten once the address moves on, so a second click on the same vendor starts again.
    if (!vendor) {
      done.current = null;
      return;
    }
    if (done.current === vendor) return;
    done.current = vendor;
    if (!session) {
      openModal({ id: 'loginModal' });
      navigate('/lottery', { replace: true });
      return;
    }
    const gameCode = params.get('gameCode');
    const playType = params.get('playType');
    call(lotteryLaunch, {
      vendor,
      device: mobile(),
      backUrl: '/lottery',
      language,
      ...(gameCode ? { gameCode } : {}),
      ...(playType ? { playType } : {}),
    }).then(
      (answer) => navigate(answer.url, { replace: true }),
      () => navigate('/lottery', { replace: true }),
    );
  }, [vendor, session, openModal, navigate, params, language]);
}
