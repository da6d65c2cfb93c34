import { cardBackArt, cardFaceArt, chipArt } from './art/card-art.ts';
import { wheelArt } from './art/wheel-art.ts';

/**
 * Lobby tiles (4:3, our own SVG): a studio-lit scene of the table, the game's name in gold,
 * the Lumen Live mark and a red LIVE badge, like the live tiles of a large operator's lobby.
 */

const W = 480;
const H = 360;

function frame(
  defs: string,
  scene: string,
  title: string,
  subtitle: string,
  accent: string,
): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${title}">
<defs>
<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff3c4"/><stop offset=".5" stop-color="#e3b64f"/><stop offset="1" stop-color="#a77a22"/></linearGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset=".45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".85"/></linearGradient>
<radialGradient id="spot" cx="50%" cy="0%" r="80%"><stop offset="0" stop-color="#fff" stop-opacity=".28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
${defs}
</defs>
${scene}
<rect width="${W}" height="${H}" fill="url(#spot)"/>
<rect width="${W}" height="${H}" fill="url(#shade)"/>
<g transform="translate(18 18)"><rect width="74" height="26" rx="13" fill="#d4142f"/><circle cx="16" cy="13" r="5" fill="#fff"/><text x="28" y="18" font-family="Arial,sans-serif" font-size="14" font-weight="800" fill="#fff">LIVE</text></g>
<g transform="translate(${W - 18} 31)"><text text-anchor="end" font-family="Georgia,serif" font-size="15" font-style="italic" fill="#f4dc9a">Lumen <tspan font-weight="700" fill="${accent}">Live</tspan></text></g>
<text x="24" y="${H - 52}" font-family="Georgia,serif" font-size="38" font-weight="700" fill="url(#gold)" stroke="#3a2506" stroke-width=".8" letter-spacing="1">${title}</text>
<text x="26" y="${H - 24}" font-family="Arial,sans-serif" font-size="15" fill="#f1e6c8" letter-spacing="3">${subtitle}</text>
<rect x="1.5" y="1.5" width="${W - 3}" height="${H - 3}" rx="14" fill="none" stroke="url(#gold)" stroke-width="3"/>
</svg>`;
}

export function rouletteThumbnail(): string {
  const defs = `<radialGradient id="velvet" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="#7d1030"/><stop offset=".6" stop-color="#3c0618"/><stop offset="1" stop-color="#14020a"/></radialGradient>
<pattern id="damask" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M20 4 C28 12 28 20 20 28 C12 20 12 12 20 4Z" fill="#ffffff" fill-opacity=".04"/></pattern>`;
  const chips = [
    chipArt(22, '100', '#1d4fbf'),
    chipArt(22, '25', '#0f8a4c'),
    chipArt(22, '5', '#c0182f'),
  ]
    .map((chip, i) => `<g transform="translate(${70 + i * 16} ${236 - i * 9})">${chip}</g>`)
    .join('');
  const scene = `<rect width="${W}" height="${H}" fill="url(#velvet)"/><rect width="${W}" height="${H}" fill="url(#damask)"/>
<ellipse cx="${W / 2 + 70}" cy="300" rx="210" ry="40" fill="#000" fill-opacity=".45"/>
<g transform="translate(${W / 2 + 70} 170) scale(1 .78) rotate(-14)">${wheelArt({ radius: 150, numbers: true, idPrefix: 'tw' })}</g>
<circle cx="${W / 2 + 120}" cy="72" r="8" fill="#fdfdfd" stroke="#bbb" stroke-width="1"/>
${chips}`;
  return frame(defs, scene, 'Velvet Roulette', 'EUROPEAN · SINGLE ZERO', '#ff5a7a');
}

export function baccaratThumbnail(): string {
  const defs = `<radialGradient id="felt" cx="50%" cy="35%" r="80%"><stop offset="0" stop-color="#138a63"/><stop offset=".6" stop-color="#06402d"/><stop offset="1" stop-color="#021710"/></radialGradient>`;
  const card = (markup: string, x: number, y: number, rotate: number): string =>
    `<g transform="translate(${x} ${y}) rotate(${rotate})">${markup}</g>`;
  const scene = `<rect width="${W}" height="${H}" fill="url(#felt)"/>
<path d="M-20 250 Q${W / 2} 150 ${W + 20} 250" fill="none" stroke="#e3b64f" stroke-width="2" stroke-opacity=".7"/>
<path d="M-20 268 Q${W / 2} 168 ${W + 20} 268" fill="none" stroke="#e3b64f" stroke-width="1" stroke-opacity=".4"/>
<text x="120" y="95" font-family="Georgia,serif" font-size="20" font-weight="700" fill="#7fb8ff" text-anchor="middle" letter-spacing="4">PLAYER</text>
<text x="360" y="95" font-family="Georgia,serif" font-size="20" font-weight="700" fill="#ff8f8f" text-anchor="middle" letter-spacing="4">BANKER</text>
${card(cardFaceArt(13, 0, 62), 72, 112, -8)}${card(cardFaceArt(9, 1, 62), 118, 106, 6)}
${card(cardFaceArt(1, 2, 62), 310, 110, -6)}${card(cardBackArt(62, 'tb'), 356, 106, 8)}
<circle cx="240" cy="150" r="30" fill="#021710" stroke="url(#gold)" stroke-width="3"/>
<text x="240" y="158" font-family="Georgia,serif" font-size="22" font-weight="700" fill="#f4dc9a" text-anchor="middle">9</text>
<g transform="translate(400 230)">${chipArt(20, '500', '#6b1fa8')}</g><g transform="translate(420 218)">${chipArt(20, '100', '#1d4fbf')}</g>`;
  return frame(defs, scene, 'Jade Baccarat', 'PUNTO BANCO · 8 DECKS', '#5be3a8');
}
