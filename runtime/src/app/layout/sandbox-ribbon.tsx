import { useT } from '../../i18n/i18n.tsx';
import './sandbox-ribbon.css';

/**
 * A thin strip above every page while the platform runs in sandbox mode (status `sandbox`):
 * codes land in outboxes and deposits are paid on a sandbox page, so a visitor must not take
 * anything here for real money.
 */
export function SandboxRibbon() {
  const t = useT();
  return (
    // A labelled landmark: a screen reader lists it with the page's other regions.
    <aside
      className="wl-sandbox-ribbon"
      aria-label={t('app.sandboxLabel')}
      data-testid="sandbox-ribbon"
    >
      {t('app.sandboxRibbon')}
    </aside>
  );
}
