import { pocketColour, WHEEL_ORDER } from '../math/roulette-wheel.ts';

/**
 * The single-zero wheel as SVG markup (our own drawing), centred on 0,0: a wood bowl, a gold
 * rim, 37 pockets in true wheel order with their numbers, gold frets, the cone and the turret.
 * Plain attributes only, no style attributes: the game page's CSP refuses inline styles. Shared
 * by the lobby thumbnail (server) and the table page (browser), so it imports nothing of Node.
 */

const FILL = { red: '#b3122b', black: '#15151b', green: '#0f7a43' } as const;

function polar(r: number, degrees: number): string {
  const a = ((degrees - 90) * Math.PI) / 180;
  return `${(r * Math.cos(a)).toFixed(2)} ${(r * Math.sin(a)).toFixed(2)}`;
}

/** One ring of 37 pockets between radii r1 < r2; pocket 0 is centred at the top. */
function pockets(r1: number, r2: number, numbers: boolean): string {
  const step = 360 / 37;
  return WHEEL_ORDER.map((pocket, i) => {
    const a0 = i * step - step / 2;
    const a1 = a0 + step;
    const path = `<path d="M${polar(r1, a0)} L${polar(r2, a0)} A${r2} ${r2} 0 0 1 ${polar(r2, a1)} L${polar(r1, a1)} A${r1} ${r1} 0 0 0 ${polar(r1, a0)}Z" fill="${FILL[pocketColour(pocket)]}" stroke="#d9b45a" stroke-width="${(r2 / 220).toFixed(2)}"/>`;
    if (!numbers) return path;
    const mid = (r1 + r2) / 2 + (r2 - r1) * 0.18;
    const [x, y] = polar(mid, i * step).split(' ');
    const size = ((r2 - r1) * 0.34).toFixed(1);
    return `${path}<text x="${x}" y="${y}" transform="rotate(${(i * step).toFixed(2)} ${x} ${y})" font-size="${size}" font-family="Georgia,serif" font-weight="700" fill="#f6e7c1" text-anchor="middle" dominant-baseline="middle">${pocket}</text>`;
  }).join('');
}

export interface WheelArtOptions {
  radius: number;
  /** Numbers on the pockets (off for small thumbnails). */
  numbers?: boolean;
  /** Ids of gradients, unique per document. */
  idPrefix?: string;
}

/** The wheel's defs (gradients) and body; rotate the returned group to spin it. */
export function wheelArt({ radius: R, numbers = true, idPrefix = 'w' }: WheelArtOptions): string {
  const id = (name: string): string => `${idPrefix}-${name}`;
  const frets = Array.from({ length: 8 }, (_, i) => {
    const a = i * 45;
    return `<path d="M${polar(R * 0.16, a - 4)} L${polar(R * 0.5, a)} L${polar(R * 0.16, a + 4)}Z" fill="url(#${id('gold')})"/>`;
  }).join('');
  return `<defs>
<radialGradient id="${id('wood')}" cx="50%" cy="45%" r="60%"><stop offset="0" stop-color="#7a3b1c"/><stop offset=".7" stop-color="#4a200d"/><stop offset="1" stop-color="#241006"/></radialGradient>
<linearGradient id="${id('gold')}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff1b8"/><stop offset=".45" stop-color="#d4a545"/><stop offset="1" stop-color="#8a6219"/></linearGradient>
<radialGradient id="${id('cone')}" cx="40%" cy="35%" r="70%"><stop offset="0" stop-color="#8f4a24"/><stop offset="1" stop-color="#3b1a09"/></radialGradient>
</defs>
<circle r="${R}" fill="url(#${id('wood')})"/>
<circle r="${R * 0.955}" fill="none" stroke="url(#${id('gold')})" stroke-width="${R * 0.035}"/>
<circle r="${R * 0.86}" fill="#1b0d05"/>
${pockets(R * 0.6, R * 0.84, numbers)}
<circle r="${R * 0.6}" fill="url(#${id('cone')})" stroke="url(#${id('gold')})" stroke-width="${R * 0.02}"/>
${frets}
<circle r="${R * 0.17}" fill="url(#${id('gold')})"/>
<circle r="${R * 0.07}" fill="#fff4cc"/>`;
}
