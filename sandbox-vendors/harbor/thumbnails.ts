import { avatar, cardBack, cardFace } from './card-art.ts';

/**
 * Lobby tiles, 4:3 (400 × 300), drawn by code like a big operator's tile: a lit scene, the
 * game's cards, the name in large type and a ribbon. Cards and avatars come from card-art.ts.
 */

/** An inner SVG (card, avatar) placed at (x, y), `w` wide, turned by `angle` degrees. */
function place(svg: string, x: number, y: number, w: number, h: number, angle = 0): string {
  const inner = svg.replace(
    '<svg xmlns="http://www.w3.org/2000/svg"',
    `<svg x="0" y="0" width="${w}" height="${h}"`,
  );
  return `<g transform="translate(${x} ${y}) rotate(${angle} ${w / 2} ${h})">${inner}</g>`;
}

function title(text: string, sub: string, y: number): string {
  return `<text x="200" y="${y}" text-anchor="middle" font-family="Georgia,'Times New Roman',serif" font-weight="700" font-size="38" fill="#ffd66b" stroke="#5a3300" stroke-width="1.5" paint-order="stroke">${text}</text>
<text x="200" y="${y + 24}" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="600" font-size="14" letter-spacing="3" fill="#e8f1ff">${sub}</text>`;
}

const FRAME = `<rect x="3" y="3" width="394" height="294" rx="18" fill="none" stroke="#f2c230" stroke-width="3"/>`;

function ribbon(text: string, colour: string): string {
  return `<g transform="translate(318 18) rotate(35)"><rect x="-20" y="0" width="120" height="22" fill="${colour}"/><text x="40" y="16" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="800" font-size="12" fill="#fff">${text}</text></g>`;
}

export function duelThumbnail(): string {
  const fan = ['Ah', 'Kh', 'Qh']
    .map((card, i) => place(cardFace(card), 138 + i * 38, 70, 72, 100, -18 + i * 18))
    .join('');
  const bots = [0, 2, 5]
    .map((bot, i) => place(avatar(bot), [36, 310, 318][i] ?? 0, [120, 96, 176][i] ?? 0, 52, 52))
    .join('');
  const chips = [0, 1, 2, 3]
    .map(
      (i) =>
        `<ellipse cx="${118 + i * 4}" cy="${214 - i * 6}" rx="20" ry="8" fill="${['#d22f3c', '#1f5f9e', '#f2c230', '#1f8f5a'][i]}" stroke="#fff" stroke-dasharray="4 3"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">
<defs><radialGradient id="felt" cx="50%" cy="45%" r="70%"><stop offset="0" stop-color="#2f9e6a"/><stop offset=".7" stop-color="#135c3c"/><stop offset="1" stop-color="#08301f"/></radialGradient>
<linearGradient id="night" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b1a38"/><stop offset="1" stop-color="#1d355f"/></linearGradient>
<radialGradient id="lamp" cx="50%" cy="0%" r="60%"><stop offset="0" stop-color="#ffe9a8" stop-opacity=".55"/><stop offset="1" stop-color="#ffe9a8" stop-opacity="0"/></radialGradient></defs>
<rect width="400" height="300" rx="18" fill="url(#night)"/><rect width="400" height="300" rx="18" fill="url(#lamp)"/>
<ellipse cx="200" cy="176" rx="186" ry="92" fill="#6b3d1f"/><ellipse cx="200" cy="172" rx="172" ry="80" fill="url(#felt)"/>
<ellipse cx="200" cy="172" rx="150" ry="62" fill="none" stroke="#f2c230" stroke-opacity=".35" stroke-dasharray="6 5"/>
${bots}${chips}${place(cardBack(), 252, 150, 44, 62, 12)}${fan}
<rect x="0" y="226" width="400" height="74" fill="#0b1a38" fill-opacity=".82"/>${title('Three Card Duel', 'CARD ROOMS · HOUSE BOTS', 258)}${ribbon('PVP', '#d22f3c')}${FRAME}</svg>`;
}

export function pokerThumbnail(): string {
  const hand = ['As', 'Ks', 'Qs', 'Js', 'Ts']
    .map((card, i) => place(cardFace(card), 62 + i * 56, 96, 52, 73))
    .join('');
  const held = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<rect x="${64 + i * 56}" y="174" width="48" height="16" rx="4" fill="#f2c230"/><text x="${88 + i * 56}" y="186" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="800" font-size="10" fill="#3a2400">HELD</text>`,
    )
    .join('');
  const pays = [
    ['ROYAL FLUSH', '800'],
    ['STRAIGHT FLUSH', '50'],
    ['FOUR OF A KIND', '25'],
  ]
    .map(
      ([name, pay], i) =>
        `<text x="70" y="${42 + i * 16}" font-family="system-ui,sans-serif" font-weight="700" font-size="12" fill="${i === 0 ? '#ffd66b' : '#9fc3ff'}">${name}</text><text x="262" y="${42 + i * 16}" text-anchor="end" font-family="system-ui,sans-serif" font-weight="700" font-size="12" fill="${i === 0 ? '#ffd66b' : '#9fc3ff'}">${pay}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">
<defs><linearGradient id="cab" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#22346b"/><stop offset="1" stop-color="#0a1230"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0d4d8c"/><stop offset="1" stop-color="#062447"/></linearGradient></defs>
<rect width="400" height="300" rx="18" fill="url(#cab)"/>
<rect x="52" y="22" width="296" height="58" rx="8" fill="#061533" stroke="#3c5fa8"/><rect x="58" y="30" width="214" height="16" rx="3" fill="#f2c230" fill-opacity=".18"/>${pays}
<rect x="52" y="88" width="296" height="108" rx="10" fill="url(#glass)" stroke="#3c5fa8"/>${hand}${held}
<path d="M0 226h400v56q0 18-18 18H18q-18 0-18-18z" fill="#061533" fill-opacity=".9"/>${title('Harbor Poker', 'JACKS OR BETTER · 9/6', 258)}${ribbon('99.5%', '#1f8f5a')}${FRAME}</svg>`;
}
