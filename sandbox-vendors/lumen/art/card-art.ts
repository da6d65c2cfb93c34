/**
 * Playing cards as SVG markup (our own drawing): an ivory face with corner indices and a large
 * centre pip, or a back with a jade lattice and a gold lotus. Plain attributes only (the game
 * page's CSP refuses inline styles); no Node imports, shared by thumbnails and the page.
 */

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];

export function cardFaceArt(rank: number, suit: number, w: number): string {
  const h = w * 1.4;
  const red = suit === 1 || suit === 2;
  const ink = red ? '#c0182f' : '#15151b';
  const label = RANKS[rank - 1] ?? '?';
  const pip = SUITS[suit] ?? '?';
  const court = rank >= 11;
  // "10" is two glyphs: a smaller index keeps it inside the corner.
  const index = (label.length > 1 ? 0.16 : 0.2) * w;
  const centre = court
    ? `<rect x="${w * 0.22}" y="${h * 0.22}" width="${w * 0.56}" height="${h * 0.56}" rx="${w * 0.05}" fill="none" stroke="${ink}" stroke-width="${w * 0.02}"/><text x="${w / 2}" y="${h * 0.56}" font-size="${w * 0.42}" font-family="Georgia,serif" font-weight="700" fill="${ink}" text-anchor="middle">${label}</text><text x="${w / 2}" y="${h * 0.72}" font-size="${w * 0.2}" fill="#c99a2e" text-anchor="middle">${pip}</text>`
    : `<text x="${w / 2}" y="${h * 0.64}" font-size="${w * 0.56}" fill="${ink}" text-anchor="middle">${pip}</text>`;
  return `<rect width="${w}" height="${h}" rx="${w * 0.08}" fill="#fbf7ec" stroke="#c9b98f" stroke-width="${w * 0.015}"/>
<text x="${w * 0.08}" y="${h * 0.17}" font-size="${index}" font-family="Georgia,serif" font-weight="700" fill="${ink}">${label}</text>
<text x="${w * 0.11}" y="${h * 0.3}" font-size="${w * 0.17}" fill="${ink}">${pip}</text>
${centre}
<g transform="rotate(180 ${w / 2} ${h / 2})"><text x="${w * 0.08}" y="${h * 0.17}" font-size="${index}" font-family="Georgia,serif" font-weight="700" fill="${ink}">${label}</text></g>`;
}

export function cardBackArt(w: number, idPrefix = 'cb'): string {
  const h = w * 1.4;
  return `<defs><pattern id="${idPrefix}-lattice" width="${w * 0.14}" height="${w * 0.14}" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="${w * 0.14}" height="${w * 0.14}" fill="#0b5c43"/><path d="M0 0H${w * 0.14}M0 0V${w * 0.14}" stroke="#1f8a66" stroke-width="${w * 0.02}"/></pattern></defs>
<rect width="${w}" height="${h}" rx="${w * 0.08}" fill="#f3ead2"/>
<rect x="${w * 0.07}" y="${w * 0.07}" width="${w * 0.86}" height="${h - w * 0.14}" rx="${w * 0.05}" fill="url(#${idPrefix}-lattice)" stroke="#d4a545" stroke-width="${w * 0.025}"/>
<circle cx="${w / 2}" cy="${h / 2}" r="${w * 0.2}" fill="#0b5c43" stroke="#d4a545" stroke-width="${w * 0.03}"/>
<path d="M${w / 2} ${h / 2 - w * 0.13} C${w / 2 + w * 0.1} ${h / 2 - w * 0.02} ${w / 2 + w * 0.05} ${h / 2 + w * 0.1} ${w / 2} ${h / 2 + w * 0.12} C${w / 2 - w * 0.05} ${h / 2 + w * 0.1} ${w / 2 - w * 0.1} ${h / 2 - w * 0.02} ${w / 2} ${h / 2 - w * 0.13}Z" fill="#e9c45c"/>`;
}

/** A casino chip centred on 0,0 with its value; colours by size of the value. */
export function chipArt(r: number, label: string, colour: string): string {
  const notches = Array.from({ length: 6 }, (_, i) => {
    const a = (i * 60 * Math.PI) / 180;
    const x = (r * 0.86 * Math.cos(a)).toFixed(2);
    const y = (r * 0.86 * Math.sin(a)).toFixed(2);
    return `<rect x="${-r * 0.12}" y="${-r * 0.07}" width="${r * 0.24}" height="${r * 0.14}" fill="#fff" transform="translate(${x} ${y}) rotate(${i * 60 + 90})"/>`;
  }).join('');
  return `<circle r="${r}" fill="${colour}"/>${notches}<circle r="${r * 0.66}" fill="none" stroke="#fff" stroke-width="${r * 0.06}" stroke-dasharray="${r * 0.2} ${r * 0.12}"/><circle r="${r * 0.56}" fill="${colour}"/><text y="${r * 0.2}" font-size="${r * 0.5}" font-family="Arial,sans-serif" font-weight="800" fill="#fff" text-anchor="middle">${label}</text>`;
}
