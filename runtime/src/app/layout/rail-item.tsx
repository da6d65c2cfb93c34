import type { ReactNode } from 'react';
import { Icon, type IconName } from '../ui/icons.tsx';

/** The icon and label of one side-bar entry, shared by the shell's and the features' entries. */
export function RailItem({
  icon,
  label,
  children,
}: {
  icon: IconName;
  label: string;
  children?: ReactNode;
}) {
  return (
    <>
      <Icon name={icon} size={22} />
      <span className="wl-rail__label">{label}</span>
      {children}
    </>
  );
}
