import type { ReactNode } from 'react';
import type { GameCategory } from '../../../../contract/modules.ts';

/**
 * Our own scene per game category for the home's entry cards (120 × 90 units), drawn with
 * plain shapes: no vendor's art, no downloaded image.
 */
const SCENES: Record<GameCategory, () => ReactNode> = {
  LIVE: () => (
    <g>
      <circle cx="60" cy="52" r="34" fill="#4a2a0c" />
      {Array.from({ length: 12 }, (_, i) => (
        <path
          key={i}
          d="M0 0L0-30A30 30 0 0 1 15-26Z"
          transform={`translate(60 52) rotate(${i * 30})`}
          fill={i === 0 ? '#2f855a' : i % 2 ? '#c53030' : '#171923'}
        />
      ))}
      <circle cx="60" cy="52" r="14" fill="#7b4a1c" />
      <circle cx="60" cy="52" r="5" fill="#f7c948" />
      <circle cx="60" cy="27" r="3.5" fill="#fff" />
    </g>
  ),
  RNG: () => (
    <g>
      <rect x="18" y="18" width="84" height="56" rx="10" fill="rgb(0 0 0 / .35)" />
      {[0, 1, 2].map((i) => (
        <g key={i} transform={`translate(${25 + i * 25} 25)`}>
          <rect width="21" height="42" rx="5" fill="#fff" />
          <text x="10.5" y="29" textAnchor="middle" fontSize="20" fontWeight="900" fill="#e53e3e">
            7
          </text>
        </g>
      ))}
      <circle cx="108" cy="28" r="5" fill="#f7c948" />
      <rect x="106" y="31" width="4" height="22" rx="2" fill="#cbd5e0" />
    </g>
  ),
  FISH: () => (
    <g>
      <path d="M20 50c14-20 44-22 60 0-16 22-46 20-60 0z" fill="#f6ad55" />
      <path d="M80 50l18-13v26z" fill="#ed8936" />
      <circle cx="36" cy="47" r="3.5" fill="#171923" />
      <circle cx="96" cy="20" r="5" fill="none" stroke="#bee3f8" strokeWidth="2" />
      <circle cx="106" cy="34" r="3" fill="none" stroke="#bee3f8" strokeWidth="2" />
      <path
        d="M10 80c10-6 20 6 30 0s20 6 30 0 20 6 30 0"
        stroke="#90cdf4"
        strokeWidth="3"
        fill="none"
      />
    </g>
  ),
  PVP: () => (
    <g>
      {[-14, 0, 14].map((a, i) => (
        <g key={a} transform={`translate(60 52) rotate(${a}) translate(-17 -30)`}>
          <rect width="34" height="50" rx="5" fill="#fff" stroke="#cbd5e0" />
          <text
            x="17"
            y="33"
            textAnchor="middle"
            fontSize="20"
            fill={i === 1 ? '#c53030' : '#171923'}
          >
            {['♠', '♥', '♣'][i]}
          </text>
        </g>
      ))}
    </g>
  ),
  SPORTS: () => (
    <g>
      <circle cx="60" cy="46" r="28" fill="#fff" />
      <path d="M60 30l12 9-5 14H53l-5-14z" fill="#171923" />
      <path
        d="M60 18v12M72 39l14-4M67 53l9 12M53 53l-9 12M48 39l-14-4"
        stroke="#171923"
        strokeWidth="3"
      />
    </g>
  ),
  ESPORTS: () => (
    <g>
      <rect x="24" y="32" width="72" height="36" rx="18" fill="#edf2f7" />
      <path d="M40 44v12M34 50h12" stroke="#171923" strokeWidth="4" strokeLinecap="round" />
      <circle cx="78" cy="46" r="4" fill="#e53e3e" />
      <circle cx="86" cy="54" r="4" fill="#3182ce" />
    </g>
  ),
  COCKFIGHT: () => (
    <g>
      <path d="M44 30l5 6 5-7 3 8" stroke="#e53e3e" strokeWidth="4" fill="none" />
      <path
        d="M42 44a10 10 0 0 1 16 0l4 12 20-14c4 10 0 22-10 28H50a14 14 0 0 1-8-26z"
        fill="#edf2f7"
      />
      <path d="M42 44l-8 3 8 3" fill="#d69e2e" />
      <circle cx="49" cy="45" r="2" fill="#171923" />
      <path d="M52 70v10M62 70v10" stroke="#d69e2e" strokeWidth="3" />
    </g>
  ),
  ELOTT: () => (
    <g>
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <circle cx={34 + i * 26} cy="46" r="14" fill={['#e53e3e', '#3182ce', '#38a169'][i]} />
          <circle cx={34 + i * 26} cy="46" r="8" fill="#fff" />
          <text
            x={34 + i * 26}
            y="50"
            textAnchor="middle"
            fontSize="10"
            fontWeight="800"
            fill="#171923"
          >
            {[7, 3, 9][i]}
          </text>
        </g>
      ))}
    </g>
  ),
  LOTT: () => (
    <g>
      <rect x="22" y="26" width="76" height="42" rx="6" fill="#fffaf0" />
      <path d="M22 40a6 6 0 0 0 0 12M98 40a6 6 0 0 1 0 12" fill="#2d3748" />
      <path d="M36 40h48M36 50h34" stroke="#c05621" strokeWidth="4" strokeLinecap="round" />
    </g>
  ),
};

/** A category's scene over a glow of the brand colour. */
export function CategoryArt({ category }: { category: GameCategory }) {
  const Scene = SCENES[category];
  return (
    <svg className="wl-cat-card__art" viewBox="0 0 120 90" aria-hidden="true">
      <Scene />
    </svg>
  );
}
