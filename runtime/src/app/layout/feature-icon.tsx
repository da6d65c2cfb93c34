import type { FeatureIcon } from '../feature.ts';
import { Icon, PathIcon } from '../ui/icons.tsx';

/** Draws a descriptor's icon: a shell icon by name, or the feature's own outline path. */
export function FeatureIconView({ icon, size }: { icon: FeatureIcon; size: number }) {
  if (typeof icon === 'string') return <Icon name={icon} size={size} />;
  return <PathIcon d={icon.path} size={size} strokeWidth={1.8} className="wl-icon" />;
}
