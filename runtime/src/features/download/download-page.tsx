import type { PageProps } from '../../app/feature.ts';
import { useSite } from '../../app/site.tsx';
import { ComingSoon } from '../../app/ui/coming-soon.tsx';
import { Icon } from '../../app/ui/icons.tsx';
import { useT } from '../../i18n/i18n.tsx';

/** The install tutorials come later; the brand's app links already work, so they are offered. */
export default function DownloadPage({ titleKey }: PageProps) {
  const t = useT();
  const { brand } = useSite();
  const apps = brand.appDownload ?? {};
  const links = [
    { url: apps.ios, label: t('footer.ios') },
    { url: apps.iosLite, label: t('footer.iosLite') },
    { url: apps.android, label: t('footer.android') },
  ].filter((a): a is { url: string; label: string } => Boolean(a.url));
  return (
    <ComingSoon name={t(titleKey)}>
      {links.length > 0 && (
        <ul className="wl-chips">
          {links.map((a) => (
            <li key={a.label}>
              <a
                className="wl-button wl-button--outline"
                href={a.url}
                target="_blank"
                rel="noopener noreferrer"
              >
                <Icon name="download" size={18} />
                {a.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </ComingSoon>
  );
}
