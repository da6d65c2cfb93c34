import type { PageProps } from '../../app/feature.ts';
import { ComingSoon } from '../../app/ui/coming-soon.tsx';
import { AppLinkList, useAppLinks } from '../../app/ui/app-links.tsx';
import { useT } from '../../i18n/i18n.tsx';

/** The install tutorials come later; the brand's app links already work, so they are offered. */
export default function DownloadPage({ titleKey }: PageProps) {
  const t = useT();
  const links = useAppLinks();
  return (
    <ComingSoon name={t(titleKey)}>
      {links.length > 0 && (
        <AppLinkList
          links={links}
          className="wl-chips"
          linkClassName="wl-button wl-button--outline"
          iconSize={18}
        />
      )}
    </ComingSoon>
  );
}
