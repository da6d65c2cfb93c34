import type { ReactNode } from 'react';
import type { GameCategory } from '../../../../contract/modules.ts';

/** Our own art per lobby (no vendor's or anyone's image): drawn in the brand's colours. */
function Reels() {
  return (
    <g>
      <rect x="30" y="30" width="180" height="120" rx="18" fill="rgb(0 0 0 / .35)" />
      {[0, 1, 2].map((i) => (
        <g key={i} transform={`translate(${44 + i * 56} 44)`}>
          <rect width="48" height="92" rx="10" fill="#fff" opacity=".92" />
          <text x="24" y="58" textAnchor="middle" fontSize="40" fontWeight="900" fill="#e53e3e">
            7
          </text>
        </g>
      ))}
      <rect x="36" y="86" width="168" height="4" rx="2" fill="#f7c948" />
      <circle cx="226" cy="56" r="10" fill="#f7c948" />
      <rect x="222" y="60" width="8" height="46" rx="4" fill="#cbd5e0" />
    </g>
  );
}

function Wheel() {
  const slots = Array.from({ length: 18 }, (_, i) => i);
  return (
    <g transform="translate(120 90)">
      <circle r="74" fill="#5a3410" />
      {slots.map((i) => (
        <path
          key={i}
          d="M0 0L0 -66A66 66 0 0 1 22.6 -62Z"
          transform={`rotate(${i * 20})`}
          fill={i === 0 ? '#2f855a' : i % 2 ? '#c53030' : '#1a202c'}
        />
      ))}
      <circle r="40" fill="#7b4a1c" />
      <circle r="12" fill="#f7c948" />
      <circle cx="0" cy="-54" r="6" fill="#fff" />
    </g>
  );
}

function Fish() {
  return (
    <g>
      <path d="M40 100c30-40 90-44 120 0-30 44-90 40-120 0z" fill="#f6ad55" />
      <path d="M160 100l36-26v52z" fill="#ed8936" />
      <circle cx="72" cy="94" r="6" fill="#1a202c" />
      <path d="M100 80c8 10 8 30 0 40" stroke="#c05621" strokeWidth="4" fill="none" />
      {[
        [200, 40, 8],
        [220, 70, 5],
        [190, 150, 6],
        [30, 40, 7],
      ].map(([x, y, r]) => (
        <circle
          key={`${x}-${y}`}
          cx={x}
          cy={y}
          r={r}
          fill="none"
          stroke="#bee3f8"
          strokeWidth="2"
        />
      ))}
    </g>
  );
}

function Cards() {
  return (
    <g>
      {[-16, 0, 16].map((angle, i) => (
        <g key={angle} transform={`translate(120 100) rotate(${angle}) translate(-34 -60)`}>
          <rect width="68" height="100" rx="8" fill="#fff" stroke="#cbd5e0" />
          <text x="12" y="28" fontSize="22" fontWeight="800" fill={i === 1 ? '#c53030' : '#1a202c'}>
            {['K', 'A', 'Q'][i]}
          </text>
          <text
            x="34"
            y="72"
            textAnchor="middle"
            fontSize="34"
            fill={i === 1 ? '#c53030' : '#1a202c'}
          >
            {['♠', '♥', '♣'][i]}
          </text>
        </g>
      ))}
      <g transform="translate(200 150)">
        <circle r="20" fill="#2b6cb0" />
        <circle r="13" fill="none" stroke="#fff" strokeWidth="3" strokeDasharray="5 4" />
      </g>
    </g>
  );
}

const ART: Partial<Record<GameCategory, () => ReactNode>> = {
  RNG: Reels,
  LIVE: Wheel,
  FISH: Fish,
  PVP: Cards,
};

interface LobbyBannerProps {
  category: GameCategory;
  title: string;
  tagline: string;
  /** Figures under the title ("38 games · 3 providers"). */
  meta?: ReactNode;
}

/** The lobby's head: title, a line, live figures, and the category's art. */
export function LobbyBanner({ category, title, tagline, meta }: LobbyBannerProps) {
  const Art = ART[category] ?? Reels;
  return (
    <header className={`wl-lobby-banner wl-lobby-banner--${category.toLowerCase()}`}>
      <div className="wl-lobby-banner__text">
        <h1 className="wl-lobby-banner__title">{title}</h1>
        <p className="wl-lobby-banner__tagline">{tagline}</p>
        {meta && <p className="wl-lobby-banner__meta">{meta}</p>}
      </div>
      <svg className="wl-lobby-banner__art" viewBox="0 0 240 180" aria-hidden="true">
        <Art />
      </svg>
    </header>
  );
}
