import type { PageProps } from '../../app/feature.ts';
import { useSite } from '../../app/site.tsx';
import { AppLinkList, useAppLinks } from '../../app/ui/app-links.tsx';
import { Icon } from '../../app/ui/icons.tsx';
import { useT } from '../../i18n/i18n.tsx';
import './download.css';

/** Spec §2.6 app download: the brand's app links (the install tutorials are not built yet). */
export default function DownloadPage({ titleKey }: PageProps) {
  const t = useT();
  const { brand } = useSite();
  const links = useAppLinks();
  return (
    <section
      className="wl-download"
      data-testid="download-page"
      aria-labelledby="wl-download-title"
    >
      <div className="wl-download__art" aria-hidden="true">
        <Icon name="phoneApp" size={56} />
      </div>
      <h1 id="wl-download-title" className="wl-download__title">
        {t(titleKey)}
      </h1>
      <p className="wl-download__body">{t('download.intro', { brand: brand.name })}</p>
      <AppLinkList
        links={links}
        className="wl-download__links"
        linkClassName="wl-button wl-button--primary wl-button--lg"
        iconSize={20}
      />
    </section>
  );
}
