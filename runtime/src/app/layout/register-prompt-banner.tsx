import { useAtomValue } from 'jotai';
import { MODULE } from '../../../../contract/modules.ts';
import { Link } from '../router/links.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { tokenAtom } from '../session.ts';
import { useRoutePath, useSite } from '../site.tsx';
import { Icon } from '../ui/icons.tsx';

/**
 * Spec §2.2: the free-play invitation on the game lobbies that mark it (live, fish, pvp). It
 * promises play for free, so a brand with free play off does not show it.
 */
export function RegisterPromptBanner() {
  const t = useT();
  const { brand, modules } = useSite();
  const token = useAtomValue(tokenAtom);
  const registerPath = useRoutePath('/register');
  // The /register route exists only when a feature registers it (direct registration on).
  if (token || !registerPath || !modules.has(MODULE.freePlay)) return null;
  return (
    <aside className="wl-register-prompt" data-testid="register-prompt">
      <span className="wl-register-prompt__icon" aria-hidden="true">
        <Icon name="sparkle" size={28} />
      </span>
      <div className="wl-register-prompt__text">
        <strong>{t('banner.title')}</strong>
        <span>{t('banner.body', { brand: brand.name })}</span>
      </div>
      <Link to={registerPath} className="wl-button wl-button--primary">
        {t('banner.cta')}
        <Icon name="arrowEnd" size={16} />
      </Link>
    </aside>
  );
}
