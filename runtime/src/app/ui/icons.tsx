import type { GameCategory } from '../../../../contract/modules.ts';

/** Small stroke icons drawn with currentColor, so they follow the brand's text colours. */
const PATHS = {
  headset:
    'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v6H5a1 1 0 0 1-1-1zM20 14h-3v6h2a1 1 0 0 0 1-1zM17 20a4 3 0 0 1-4 2h-1',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  globe:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
  chat: 'M4 5h16v11H9l-5 4z',
  phone:
    'M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8z',
  skype:
    'M12 4a8 8 0 0 1 7.8 9.7A4.5 4.5 0 0 1 13.7 19.8 8 8 0 0 1 4.2 10.3 4.5 4.5 0 0 1 10.3 4.2 8 8 0 0 1 12 4zM15 9.5c-.5-1-1.6-1.5-3-1.5-1.7 0-3 .8-3 2.1 0 2.9 6 1.6 6 4.4 0 1.3-1.3 2.3-3 2.3-1.5 0-2.6-.6-3.1-1.6',
  wallet: 'M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM3 7l13-4v4M16 13h2',
  gauge: 'M12 14l4-4M3.34 19a10 10 0 1 1 17.32 0',
  download: 'M12 3v12M7 10l5 5 5-5M4 19h16',
  userPlus: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M19 8v6M16 11h6',
  chevronDown: 'M6 9l6 6 6-6',
  arrowEnd: 'M5 12h14M13 6l6 6-6 6',
  gift: 'M3 9h18v4H3zM5 13h14v8H5zM12 9v12M12 9S10 4 7.5 5 9 9 12 9zM12 9s2-5 4.5-4S15 9 12 9z',
  sparkle: 'M12 3l2 6 6 2-6 2-2 6-2-6-6-2 6-2z',
  phoneApp: 'M7 2h10a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zM10 18h4',
  tools:
    'M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.77-3.77a6 6 0 0 1-7.94 7.94l-6.91 6.91a2.12 2.12 0 0 1-3-3l6.91-6.91a6 6 0 0 1 7.94-7.94z',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  refresh: 'M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7',
  home: 'M3 11l9-8 9 8M5 10v10h5v-6h4v6h5V10',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  logout: 'M10 4H5v16h5M15 8l4 4-4 4M19 12H9',
  google: 'M20 12.2h-8v3.6h4.6A5 5 0 1 1 15.3 8l2.6-2.6A8.7 8.7 0 1 0 20.7 12c0-.6 0-1.2-.1-1.8',
  close: 'M6 6l12 12M18 6L6 18',
  check: 'M5 12l5 5 9-10',
  chevronsEnd: 'M6 6l6 6-6 6M12 6l6 6-6 6',
  line: 'M4 5h16v11H11l-5 4v-4H4zM8 9v4M11 9v4M11 9l3 4v-4M17 9h-2v4h2M15 11h2',
} as const;

export type IconName = keyof typeof PATHS;

/** Icons that point along the reading direction flip in right-to-left languages. */
const MIRRORED: ReadonlySet<IconName> = new Set(['arrowEnd', 'chevronsEnd', 'logout']);

/** A decorative line drawing of one 24×24 path in the text colour; every icon set draws with it. */
export function PathIcon({
  d,
  size,
  strokeWidth,
  className,
}: {
  d: string;
  size: number;
  strokeWidth: number;
  className?: string;
}) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  const className = MIRRORED.has(name) ? 'wl-icon wl-icon--mirror' : 'wl-icon';
  return <PathIcon d={PATHS[name]} size={size} strokeWidth={1.8} className={className} />;
}

const CATEGORY_PATHS: Record<GameCategory, string> = {
  // Playing cards.
  LIVE: 'M4 6l7-2 3 12-7 2zM13 5l6 1-2 13-3-.5M7 9l1.5 1.2L8 12',
  // Ball.
  SPORTS:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7l4 3-1.5 4.5h-5L8 10zM12 3v4M16 10l4.5-1.5M14.5 14.5l2.5 4M9.5 14.5l-2.5 4M8 10L3.5 8.5',
  // Fish.
  FISH: 'M3 12c3-5 10-6 14-1l4-3v8l-4-3c-4 5-11 4-14-1zM14 11h.01',
  // Slot reels.
  RNG: 'M3 5h18v14H3zM9 5v14M15 5v14M5 10h2l-1 4M11 10h2l-1 4M17 10h2l-1 4',
  // Spade.
  PVP: 'M12 3c-4 5-8 7-8 11a4 4 0 0 0 7 2l-1 5h4l-1-5a4 4 0 0 0 7-2c0-4-4-6-8-11z',
  // Lottery ticket.
  ELOTT: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM9 7v10M13 10h4M13 14h3',
  // Lottery balls.
  LOTT: 'M8 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM16 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM12 12a4 4 0 1 0 0 8 4 4 0 0 0 0-8z',
  // Game pad.
  ESPORTS:
    'M6 8h12a4 4 0 0 1 4 4l-1 5a2 2 0 0 1-3.5 1L15 16H9l-2.5 2A2 2 0 0 1 3 17l-1-5a4 4 0 0 1 4-4zM7 11v3M5.5 12.5h3M16 12h.01M18 13.5h.01',
  // Rooster: comb, beak, body and tail.
  COCKFIGHT:
    'M8 4l1.5 2L11 4l1 2.5M7 9a3 3 0 0 1 5 0l1 4 6-5c1 3 0 7-3 9H9a4 4 0 0 1-2-8zM7 9L4.5 10 7 11M9 17v3M13 17v3M9.5 9.5h.01',
};

export function CategoryIcon({ category, size = 28 }: { category: GameCategory; size?: number }) {
  return (
    <PathIcon d={CATEGORY_PATHS[category]} size={size} strokeWidth={1.6} className="wl-icon" />
  );
}

/** A vendor's placeholder badge: its initials on the brand colours until real icons arrive. */
export function VendorBadge({ name, size = 'md' }: { name: string; size?: 'sm' | 'md' }) {
  const initials = name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 3)
    .toUpperCase();
  return (
    <span className={`wl-vendor-badge wl-vendor-badge--${size}`} aria-hidden="true">
      {initials}
    </span>
  );
}
