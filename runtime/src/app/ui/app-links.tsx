import { useT } from '../../i18n/i18n.tsx';
import { useSite } from '../site.tsx';
import { Icon } from './icons.tsx';

export interface AppLink {
  url: string;
  label: string;
}

/** The brand's app downloads that are set (iOS, iOS lite, Android), labelled, in that order. */
export function useAppLinks(): AppLink[] {
  const t = useT();
  const { brand } = useSite();
  const apps = brand.appDownload ?? {};
  return [
    { url: apps.ios, label: t('footer.ios') },
    { url: apps.iosLite, label: t('footer.iosLite') },
    { url: apps.android, label: t('footer.android') },
  ].filter((a): a is AppLink => Boolean(a.url));
}

interface AppLinkListProps {
  links: readonly AppLink[];
  className?: string;
  linkClassName: string;
  iconSize: number;
}

/** The download links as a list; they open in a new tab (stores and install pages). */
export function AppLinkList({ links, className, linkClassName, iconSize }: AppLinkListProps) {
  return (
    <ul className={className}>
      {links.map((a) => (
        <li key={a.label}>
          <a className={linkClassName} href={a.url} target="_blank" rel="noopener noreferrer">
            <Icon name="download" size={iconSize} />
            {a.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
