/**
 * NOVA's reel and card symbols, drawn here (viewBox 100 x 100, presentation attributes only so
 * a strict CSP renders them). Gradient ids carry the symbol's name: the same symbol shown many
 * times repeats identical definitions, which is harmless.
 */

const svg = (id: string, defs: string, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" class="sym sym-${id.toLowerCase()}" aria-label="${id.toLowerCase()}"><defs>${defs}</defs>${body}</svg>`;

const linear = (id: string, top: string, bottom: string): string =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;

const starPoints = (cx: number, cy: number, r: number, inner = 0.45): string =>
  Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * inner;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');

const gem = (id: string, light: string, dark: string): string =>
  svg(
    id,
    linear(`g-${id}`, light, dark),
    `<polygon points="28,22 72,22 90,42 50,88 10,42" fill="url(#g-${id})" stroke="#fff" stroke-width="3" stroke-linejoin="round"/>
<polyline points="10,42 90,42" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="2"/>
<path d="M28,22 L38,42 L50,22 L62,42 L72,22 M38,42 L50,88 L62,42" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="2"/>
<polygon points="30,26 40,26 34,38" fill="#fff" opacity=".7"/>`,
  );

export const SYMBOLS: Record<string, string> = {
  SEVEN: svg(
    'SEVEN',
    linear('g-seven', '#ff6b81', '#c9002b'),
    `<path d="M18,16 H84 V30 L50,88 H28 L62,32 H18 Z" fill="url(#g-seven)" stroke="#ffe27a" stroke-width="5" stroke-linejoin="round"/>
<path d="M24,21 H78" stroke="#fff" stroke-opacity=".6" stroke-width="3"/>`,
  ),
  CROWN: svg(
    'CROWN',
    linear('g-crown', '#fff3b0', '#e09b00'),
    `<path d="M12,74 L18,30 L36,52 L50,18 L64,52 L82,30 L88,74 Z" fill="url(#g-crown)" stroke="#8a4b00" stroke-width="3" stroke-linejoin="round"/>
<rect x="12" y="74" width="76" height="12" rx="3" fill="#e09b00" stroke="#8a4b00" stroke-width="3"/>
<circle cx="50" cy="62" r="6" fill="#ff2d55"/><circle cx="30" cy="66" r="4" fill="#2ec4ff"/><circle cx="70" cy="66" r="4" fill="#2ec4ff"/>`,
  ),
  DIAMOND: gem('DIAMOND', '#c8f4ff', '#2a8fd8'),
  RUBY: gem('RUBY', '#ffb3c1', '#d1003f'),
  EMERALD: gem('EMERALD', '#b7ffcf', '#0e9f4f'),
  PLUM: svg(
    'PLUM',
    linear('g-plum', '#c77dff', '#5a189a'),
    `<circle cx="50" cy="56" r="30" fill="url(#g-plum)" stroke="#fff" stroke-width="3"/>
<path d="M50,28 C52,18 58,14 66,12" stroke="#6b3e00" stroke-width="5" fill="none" stroke-linecap="round"/>
<path d="M54,22 C66,8 84,14 80,24 C70,28 60,26 54,22 Z" fill="#2dc653"/><ellipse cx="38" cy="46" rx="7" ry="10" fill="#fff" opacity=".4"/>`,
  ),
  CHERRY: svg(
    'CHERRY',
    linear('g-cherry', '#ff758f', '#b5001f'),
    `<path d="M32,62 C36,40 48,24 66,14 M68,62 C66,44 66,28 66,14" stroke="#2d6a4f" stroke-width="5" fill="none" stroke-linecap="round"/>
<circle cx="30" cy="68" r="18" fill="url(#g-cherry)" stroke="#fff" stroke-width="3"/><circle cx="68" cy="68" r="18" fill="url(#g-cherry)" stroke="#fff" stroke-width="3"/>
<circle cx="24" cy="62" r="5" fill="#fff" opacity=".5"/><circle cx="62" cy="62" r="5" fill="#fff" opacity=".5"/>`,
  ),
  WILD: svg(
    'WILD',
    linear('g-wild', '#fff6a8', '#ff9f1c'),
    `<polygon points="${starPoints(50, 46, 42)}" fill="url(#g-wild)" stroke="#fff" stroke-width="3" stroke-linejoin="round"/>
<text x="50" y="58" text-anchor="middle" font-family="Impact, Arial Black, sans-serif" font-size="22" fill="#7a1f00">WILD</text>`,
  ),
  COMET: svg(
    'COMET',
    linear('g-comet', '#9ae6ff', '#3a0ca3'),
    `<path d="M88,12 L40,48 L52,60 Z" fill="#9ae6ff" opacity=".6"/><path d="M80,6 L34,40 L44,50 Z" fill="#fff" opacity=".4"/>
<circle cx="36" cy="64" r="24" fill="url(#g-comet)" stroke="#fff" stroke-width="3"/>
<polygon points="${starPoints(36, 64, 14)}" fill="#fff"/>
<text x="50" y="97" text-anchor="middle" font-family="Arial Black, sans-serif" font-size="12" fill="#fff">SCATTER</text>`,
  ),
  DRAGON: svg(
    'DRAGON',
    linear('g-dragon', '#52d681', '#0b6e3a'),
    `<path d="M20,80 C10,50 28,18 58,18 C82,18 92,40 80,54 C72,62 60,58 62,48 C64,40 74,42 74,48 M58,18 L52,4 L66,14 L76,2 L76,22 M20,80 C36,92 70,92 82,76 C66,84 40,84 34,70" fill="url(#g-dragon)" stroke="#ffe27a" stroke-width="3.5" stroke-linejoin="round"/>
<circle cx="66" cy="32" r="4" fill="#ffe27a"/><path d="M40,44 L48,40 M36,56 L44,52 M34,68 L42,64" stroke="#ffe27a" stroke-width="3"/>`,
  ),
  INGOT: svg(
    'INGOT',
    linear('g-ingot', '#fff3b0', '#d48a00'),
    `<path d="M10,60 C14,80 86,80 90,60 L80,44 C70,54 30,54 20,44 Z" fill="url(#g-ingot)" stroke="#7a3b00" stroke-width="3"/>
<ellipse cx="50" cy="42" rx="22" ry="12" fill="url(#g-ingot)" stroke="#7a3b00" stroke-width="3"/><ellipse cx="44" cy="38" rx="7" ry="3" fill="#fff" opacity=".7"/>`,
  ),
  PEARL: svg(
    'PEARL',
    `<radialGradient id="g-pearl" cx=".35" cy=".35" r=".7"><stop offset="0" stop-color="#fff"/><stop offset=".6" stop-color="#f1e4ff"/><stop offset="1" stop-color="#b49fdc"/></radialGradient>`,
    `<path d="M14,74 C30,96 70,96 86,74 Z" fill="#1d4ed8" stroke="#fff" stroke-width="3"/><circle cx="50" cy="48" r="28" fill="url(#g-pearl)" stroke="#fff" stroke-width="2"/>`,
  ),
  LANTERN: svg(
    'LANTERN',
    linear('g-lantern', '#ff5d5d', '#a4000f'),
    `<rect x="40" y="6" width="20" height="10" rx="2" fill="#ffc83d"/><ellipse cx="50" cy="50" rx="32" ry="34" fill="url(#g-lantern)" stroke="#ffc83d" stroke-width="3"/>
<path d="M50,16 V84 M30,24 C22,44 22,58 30,78 M70,24 C78,44 78,58 70,78" stroke="#ffc83d" stroke-width="2" fill="none"/><path d="M44,86 H56 L54,98 H46 Z" fill="#ffc83d"/>`,
  ),
  FAN: svg(
    'FAN',
    linear('g-fan', '#ffafcc', '#c9184a'),
    `<path d="M50,86 L8,40 C24,14 76,14 92,40 Z" fill="url(#g-fan)" stroke="#fff" stroke-width="3" stroke-linejoin="round"/>
<path d="M50,86 L22,28 M50,86 L38,20 M50,86 L50,18 M50,86 L62,20 M50,86 L78,28" stroke="#fff" stroke-width="2" opacity=".8"/><circle cx="50" cy="86" r="5" fill="#ffc83d"/>`,
  ),
  COIN: svg(
    'COIN',
    linear('g-coin', '#fff3b0', '#d48a00'),
    `<circle cx="50" cy="50" r="38" fill="url(#g-coin)" stroke="#7a3b00" stroke-width="4"/><circle cx="50" cy="50" r="28" fill="none" stroke="#7a3b00" stroke-width="2"/>
<rect x="42" y="42" width="16" height="16" fill="#7a3b00"/><rect x="45" y="45" width="10" height="10" fill="#ffd86b"/>`,
  ),
  FLAME: svg(
    'FLAME',
    linear('g-flame', '#fff3b0', '#ff3d00'),
    `<path d="M50,94 C22,94 14,70 24,50 C30,38 38,34 36,14 C52,24 60,36 58,50 C64,44 66,38 66,30 C82,46 86,66 78,80 C72,90 62,94 50,94 Z" fill="url(#g-flame)" stroke="#fff" stroke-width="3"/>
<text x="50" y="76" text-anchor="middle" font-family="Impact, Arial Black, sans-serif" font-size="20" fill="#7a1f00">WILD</text>`,
  ),
  VAULT: svg(
    'VAULT',
    linear('g-vault', '#d9dee5', '#5c677d'),
    `<rect x="10" y="10" width="80" height="80" rx="10" fill="url(#g-vault)" stroke="#ffc83d" stroke-width="4"/>
<circle cx="50" cy="50" r="24" fill="#33415c" stroke="#ffc83d" stroke-width="3"/><path d="M50,30 V70 M30,50 H70 M36,36 L64,64 M64,36 L36,64" stroke="#ffc83d" stroke-width="3"/><circle cx="50" cy="50" r="7" fill="#ffc83d"/>`,
  ),
  BELL: svg(
    'BELL',
    linear('g-bell', '#fff3b0', '#e09b00'),
    `<path d="M50,12 C30,12 24,30 24,50 C24,64 18,70 12,76 H88 C82,70 76,64 76,50 C76,30 70,12 50,12 Z" fill="url(#g-bell)" stroke="#8a4b00" stroke-width="3"/><circle cx="50" cy="84" r="8" fill="#8a4b00"/>`,
  ),
  CLOVER: svg(
    'CLOVER',
    linear('g-clover', '#7bf1a8', '#0e9f4f'),
    `<g fill="url(#g-clover)" stroke="#fff" stroke-width="3"><circle cx="36" cy="36" r="18"/><circle cx="64" cy="36" r="18"/><circle cx="36" cy="62" r="18"/><circle cx="64" cy="62" r="18"/></g>
<path d="M50,50 C56,70 62,80 74,92" stroke="#0b6e3a" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  ),
  LEMON: svg(
    'LEMON',
    linear('g-lemon', '#fff7ae', '#f4c400'),
    `<ellipse cx="50" cy="54" rx="38" ry="28" fill="url(#g-lemon)" stroke="#fff" stroke-width="3"/><path d="M86,50 L96,46 M14,58 L4,62" stroke="#f4c400" stroke-width="5" stroke-linecap="round"/><ellipse cx="38" cy="44" rx="10" ry="5" fill="#fff" opacity=".6"/>`,
  ),
};

/** A symbol's SVG, or a plain tile for an unknown name. */
export function symbolSvg(name: string): string {
  return (
    SYMBOLS[name] ??
    svg(name, '', '<rect x="10" y="10" width="80" height="80" rx="12" fill="#444"/>')
  );
}
