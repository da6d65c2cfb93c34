import { useAtomValue } from 'jotai';
import { Suspense, lazy } from 'react';
import { ModalButton } from '../../app/ui/modal-button.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { bonusPromptAtom } from './bonus-prompt-atom.ts';
import { useFreePlay } from './free-play.ts';

export function LoginButton() {
  const t = useT();
  return (
    <ModalButton modal={{ id: 'loginModal' }} className="wl-button wl-button--ghost" testId="login">
      {t('header.login')}
    </ModalButton>
  );
}

export function RegisterButton() {
  const t = useT();
  return (
    <ModalButton
      modal={{ id: 'registerModal' }}
      className="wl-button wl-button--primary"
      testId="register"
    >
      {t('header.register')}
    </ModalButton>
  );
}

export function FreeTrialButton() {
  const t = useT();
  const freePlay = useFreePlay();
  return (
    <button
      type="button"
      className="wl-button wl-button--outline"
      data-testid="free-trial"
      disabled={freePlay.busy}
      onClick={() => void freePlay.start()}
    >
      {t('header.freeTrial')}
    </button>
  );
}

// The form downloads only after a registration, when the prompt first shows.
const BonusPrompt = lazy(() =>
  import('./bonus-prompt.tsx').then((m) => ({ default: m.BonusPrompt })),
);

/** Spec §2.3: the bonus prompt card after registering, above whatever page the visitor is on. */
export function BonusPromptSlot() {
  const open = useAtomValue(bonusPromptAtom);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <BonusPrompt />
    </Suspense>
  );
}
