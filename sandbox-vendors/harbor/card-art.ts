/**
 * Harbor's card faces, backs and bot avatars, drawn by code as SVG markup (no image from
 * anywhere): the game pages put them in the DOM, the thumbnails embed them. Cards are drawn
 * in a 100 × 140 box; pips are the four suit shapes below, laid out like a printed deck.
 */

const SUIT_PATHS: Record<string, string> = {
  h: 'M50 90C22 68 4 50 4 30 4 13 17 4 30 4c9 0 16 5 20 13 4-8 11-13 20-13 13 0 26 9 26 26 0 20-18 38-46 60z',
  d: 'M50 2 88 50 50 98 12 50z',
  s: 'M50 4C78 30 96 44 96 62c0 14-11 23-23 23-9 0-16-5-19-11 1 10 5 17 13 24H33c8-7 12-14 13-24-3 6-10 11-19 11C15 85 4 76 4 62 4 44 22 30 50 4z',
  c: 'M50 6a20 20 0 0 1 16 32 20 20 0 1 1-9 38c1 9 5 15 12 21H31c7-6 11-12 12-21a20 20 0 1 1-9-38A20 20 0 0 1 50 6z',
};

export const SUIT_COLOURS: Record<string, string> = {
  h: '#d22f3c',
  d: '#e0561b',
  s: '#14213d',
  c: '#1f5f3a',
};

/** A suit shape centred at (x, y), `size` wide. */
export function suitShape(suit: string, x: number, y: number, size: number, fill?: string): string {
  const scale = size / 100;
  const colour = fill ?? SUIT_COLOURS[suit] ?? '#000';
  return `<path d="${SUIT_PATHS[suit] ?? ''}" fill="${colour}" transform="translate(${x - size / 2} ${y - size / 2}) scale(${scale})"/>`;
}

/** Pip positions (x, y) for 2..10, in the card's middle panel. */
const PIPS: Record<number, [number, number][]> = {
  2: [
    [50, 34],
    [50, 106],
  ],
  3: [
    [50, 34],
    [50, 70],
    [50, 106],
  ],
  4: [
    [32, 34],
    [68, 34],
    [32, 106],
    [68, 106],
  ],
  5: [
    [32, 34],
    [68, 34],
    [50, 70],
    [32, 106],
    [68, 106],
  ],
  6: [
    [32, 34],
    [68, 34],
    [32, 70],
    [68, 70],
    [32, 106],
    [68, 106],
  ],
  7: [
    [32, 34],
    [68, 34],
    [50, 52],
    [32, 70],
    [68, 70],
    [32, 106],
    [68, 106],
  ],
  8: [
    [32, 34],
    [68, 34],
    [50, 52],
    [32, 70],
    [68, 70],
    [50, 88],
    [32, 106],
    [68, 106],
  ],
  9: [
    [32, 32],
    [68, 32],
    [32, 56],
    [68, 56],
    [50, 70],
    [32, 84],
    [68, 84],
    [32, 108],
    [68, 108],
  ],
  10: [
    [32, 32],
    [68, 32],
    [50, 45],
    [32, 58],
    [68, 58],
    [32, 82],
    [68, 82],
    [50, 95],
    [32, 108],
    [68, 108],
  ],
};

const RANK_VALUE: Record<string, number> = { T: 10, J: 11, Q: 12, K: 13, A: 14 };
const RANK_LABEL: Record<string, string> = { T: '10' };

/** A royal figure: a crowned bust in the suit's colour, different headwear per rank. */
function figure(rank: string, suit: string, colour: string): string {
  const crown =
    rank === 'K'
      ? '<path d="M32 46l6-14 7 10 5-14 5 14 7-10 6 14z" fill="#f2c230" stroke="#8a6a00"/>'
      : rank === 'Q'
        ? '<path d="M35 46q15-22 30 0z" fill="#f2c230" stroke="#8a6a00"/><circle cx="50" cy="30" r="3" fill="#d22f3c"/>'
        : '<path d="M34 46q16-16 32 0v-4q-16-10-32 0z" fill="' +
          colour +
          '"/><path d="M60 38l10-8" stroke="#f2c230" stroke-width="3"/>';
  return `<rect x="20" y="22" width="60" height="96" rx="6" fill="#fff6dc" stroke="${colour}" stroke-width="2"/>
${crown}<circle cx="50" cy="56" r="11" fill="#f4d2b0" stroke="#7a4b2a"/>
<path d="M44 54h3M53 54h3M46 62q4 3 8 0" stroke="#3a2414" stroke-width="1.6" fill="none"/>
<path d="M28 116q2-34 22-44 20 10 22 44z" fill="${colour}"/><path d="M42 76l8 18 8-18" fill="#f2c230"/>
${suitShape(suit, 50, 100, 12, '#fff6dc')}`;
}

/** The face of a card named like "Ts", "9h", "Ad", drawn in a 100 × 140 box. */
export function cardFace(name: string): string {
  const rank = name[0] ?? '2';
  const suit = name[1] ?? 's';
  const colour = SUIT_COLOURS[suit] ?? '#000';
  const value = RANK_VALUE[rank] ?? Number(rank);
  const label = RANK_LABEL[rank] ?? rank;
  const corner = (x: number, y: number, flip: boolean): string =>
    `<g transform="${flip ? `rotate(180 ${x} ${y})` : ''}"><text x="${x}" y="${y}" text-anchor="middle" font-family="Georgia,serif" font-weight="700" font-size="17" fill="${colour}">${label}</text>${suitShape(suit, x, y + 12, 12)}</g>`;
  let middle: string;
  if (value === 14)
    middle = `${suitShape(suit, 50, 70, 46)}<circle cx="50" cy="70" r="30" fill="none" stroke="${colour}" stroke-opacity=".25"/>`;
  else if (value >= 11) middle = figure(rank, suit, colour);
  else middle = (PIPS[value] ?? []).map(([x, y]) => suitShape(suit, x, y, 19)).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 140" class="card-svg"><rect x="1" y="1" width="98" height="138" rx="9" fill="#fffdf7" stroke="#c9c2ad" stroke-width="1.5"/>${middle}${corner(12, 20, false)}${corner(88, 120, true)}</svg>`;
}

/** Harbor's card back: navy with a rope border and a compass rose. */
export function cardBack(): string {
  const rays = Array.from(
    { length: 8 },
    (_, i) =>
      `<path d="M50 70l4-${i % 2 ? 14 : 24}-8 0z" fill="${i % 2 ? '#8fb3d9' : '#f2c230'}" transform="rotate(${i * 45} 50 70)"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 140" class="card-svg"><defs><pattern id="hb-waves" width="12" height="8" patternUnits="userSpaceOnUse"><path d="M0 6q3-4 6 0t6 0" stroke="#2b4a7a" fill="none" stroke-width="1.4"/></pattern></defs><rect x="1" y="1" width="98" height="138" rx="9" fill="#13284d" stroke="#c9c2ad" stroke-width="1.5"/><rect x="7" y="7" width="86" height="126" rx="6" fill="url(#hb-waves)" stroke="#f2c230" stroke-width="2" stroke-dasharray="4 2"/><circle cx="50" cy="70" r="26" fill="#13284d" stroke="#f2c230" stroke-width="2"/>${rays}<circle cx="50" cy="70" r="4" fill="#fff"/></svg>`;
}

interface Look {
  bg: string;
  skin: string;
  hair: string;
  hat: 'captain' | 'beanie' | 'bandana' | 'none' | 'sou-wester';
  beard: boolean;
  earring: boolean;
}

const LOOKS: Look[] = [
  { bg: '#2d6a8f', skin: '#f1c7a1', hair: '#5a3a22', hat: 'captain', beard: false, earring: true },
  { bg: '#7a4e2d', skin: '#e0b48e', hair: '#d9d9d9', hat: 'none', beard: true, earring: false },
  { bg: '#8f2d3e', skin: '#c98d62', hair: '#1d1d1d', hat: 'bandana', beard: true, earring: true },
  { bg: '#2d8f7b', skin: '#8d5a3b', hair: '#1d1d1d', hat: 'none', beard: false, earring: true },
  { bg: '#4b3f8f', skin: '#f3d3b5', hair: '#b5651d', hat: 'beanie', beard: true, earring: false },
  {
    bg: '#8f7a2d',
    skin: '#e8bc93',
    hair: '#2a1b10',
    hat: 'sou-wester',
    beard: false,
    earring: false,
  },
  { bg: '#3d5a2d', skin: '#6f4a32', hair: '#1d1d1d', hat: 'captain', beard: true, earring: false },
  { bg: '#8f4b7a', skin: '#f6d7c0', hair: '#e3c16f', hat: 'none', beard: false, earring: true },
];

const HATS: Record<Look['hat'], string> = {
  captain:
    '<path d="M22 34q28-22 56 0v6H22z" fill="#fff"/><rect x="18" y="38" width="64" height="7" rx="3" fill="#13284d"/><circle cx="50" cy="30" r="4" fill="#f2c230"/>',
  beanie:
    '<path d="M24 40q26-34 52 0z" fill="#c23b3b"/><rect x="22" y="36" width="56" height="8" rx="4" fill="#9e2b2b"/>',
  bandana:
    '<path d="M24 40q26-26 52 0z" fill="#d22f3c"/><circle cx="36" cy="32" r="2" fill="#fff"/><circle cx="58" cy="28" r="2" fill="#fff"/><path d="M76 38l10 8-12-2z" fill="#d22f3c"/>',
  'sou-wester': '<path d="M20 42q30-36 60 0l8 6H12z" fill="#f2c230"/>',
  none: '',
};

/** A bot's portrait (100 × 100), one of eight drawn sailors. */
export function avatar(index: number): string {
  const look = LOOKS[((index % LOOKS.length) + LOOKS.length) % LOOKS.length] as Look;
  const hair =
    look.hat === 'none'
      ? `<path d="M28 46q0-26 22-26t22 26q-6-12-22-12t-22 12z" fill="${look.hair}"/>`
      : '';
  const beard = look.beard
    ? `<path d="M32 58q18 30 36 0q-4 14-18 14t-18-14z" fill="${look.hair}"/>`
    : '';
  const earring = look.earring
    ? '<circle cx="29" cy="62" r="3" fill="none" stroke="#f2c230" stroke-width="2"/>'
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" class="avatar-svg"><circle cx="50" cy="50" r="48" fill="${look.bg}"/><path d="M18 98q4-26 32-26t32 26z" fill="#13284d"/><path d="M42 72l8 10 8-10z" fill="#fff"/><ellipse cx="50" cy="52" rx="21" ry="23" fill="${look.skin}"/>${hair}<circle cx="42" cy="50" r="2.6" fill="#1d1d1d"/><circle cx="58" cy="50" r="2.6" fill="#1d1d1d"/><path d="M43 62q7 5 14 0" stroke="#6b3a24" stroke-width="2" fill="none"/>${beard}${earring}${HATS[look.hat]}</svg>`;
}
