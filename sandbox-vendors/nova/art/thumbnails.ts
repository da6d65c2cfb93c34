/**
 * NOVA's lobby tiles: one original SVG per game, 4:3 (400 x 300), bold and colourful like a
 * real lobby tile, with the game's name. Drawn by hand here; presentation attributes only (no
 * style attributes), so they render under a strict CSP too.
 */

const open = (id: string, from: string, to: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img" aria-label="${id}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff3b0"/><stop offset=".5" stop-color="#ffc83d"/><stop offset="1" stop-color="#c77800"/></linearGradient>
<radialGradient id="glow" cx=".5" cy=".45" r=".6"><stop offset="0" stop-color="#fff" stop-opacity=".45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="400" height="300" rx="18" fill="url(#bg)"/><rect width="400" height="300" rx="18" fill="url(#glow)"/>`;

const title = (text: string, size = 44): string =>
  `<rect x="0" y="222" width="400" height="78" fill="#000" opacity=".35"/>
<text x="200" y="274" text-anchor="middle" font-family="Impact, 'Arial Black', sans-serif" font-size="${size}" font-weight="900" fill="url(#gold)" stroke="#3a1500" stroke-width="2.5" paint-order="stroke" letter-spacing="1">${text}</text>
<text x="386" y="22" text-anchor="end" font-family="Arial, sans-serif" font-size="13" font-weight="700" fill="#fff" opacity=".8">NOVA REELS</text></svg>`;

const star = (x: number, y: number, r: number, fill: string): string => {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return `${(x + radius * Math.cos(angle)).toFixed(1)},${(y + radius * Math.sin(angle)).toFixed(1)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}" stroke="#fff" stroke-width="2"/>`;
};

const seven = (x: number, y: number, scale: number, fill: string): string =>
  `<g transform="translate(${x} ${y}) scale(${scale})"><path d="M-30,-40 H32 V-26 L-2,44 H-22 L10,-24 H-30 Z" fill="${fill}" stroke="#fff" stroke-width="5" stroke-linejoin="round"/></g>`;

function starfall(): string {
  return `${open('Starfall Sevens', '#2a0a6b', '#0b0230')}
${Array.from({ length: 26 }, (_, i) => `<circle cx="${(i * 71) % 400}" cy="${(i * 37) % 210}" r="${(i % 3) + 1}" fill="#fff" opacity=".7"/>`).join('')}
<path d="M40,40 L150,120" stroke="#ffe27a" stroke-width="6" stroke-linecap="round" opacity=".6"/>
<path d="M300,20 L360,80" stroke="#9ae6ff" stroke-width="4" stroke-linecap="round" opacity=".6"/>
${seven(110, 130, 1.3, '#ff2d55')}${seven(200, 118, 1.6, '#ff8a00')}${seven(290, 130, 1.3, '#ff2d55')}
${star(150, 60, 26, '#ffd83d')}${star(330, 70, 18, '#7ee0ff')}${star(60, 170, 14, '#ff7ad9')}
${title('STARFALL SEVENS', 37)}`;
}

function dragon(): string {
  return `${open('Dragon Vault', '#8b0000', '#2a0000')}
<circle cx="200" cy="120" r="92" fill="#3b0a00" stroke="url(#gold)" stroke-width="10"/>
<circle cx="200" cy="120" r="70" fill="none" stroke="#ffc83d" stroke-width="3" stroke-dasharray="8 6"/>
<path d="M150,150 C140,100 170,60 210,62 C250,64 265,95 250,118 C240,132 222,128 222,114 C222,100 240,98 244,108 M210,62 L200,40 L222,56 L236,38 L240,66 M150,150 C170,170 230,172 250,150 C230,160 180,160 170,140" fill="#1f8f3a" stroke="#ffe27a" stroke-width="4" stroke-linejoin="round"/>
<circle cx="228" cy="84" r="5" fill="#ffe27a"/>
<path d="M254,108 C280,96 300,110 292,126 C286,138 270,132 276,122" fill="none" stroke="#ff6a00" stroke-width="5" stroke-linecap="round"/>
<g fill="url(#gold)" stroke="#7a3b00" stroke-width="2"><ellipse cx="70" cy="190" rx="34" ry="12"/><rect x="36" y="178" width="68" height="12"/><ellipse cx="70" cy="178" rx="34" ry="12"/>
<ellipse cx="330" cy="190" rx="34" ry="12"/><rect x="296" y="178" width="68" height="12"/><ellipse cx="330" cy="178" rx="34" ry="12"/></g>
<g transform="rotate(-32 70 50)"><rect x="-30" y="34" width="200" height="30" fill="#ffc83d" stroke="#7a3b00" stroke-width="2"/><text x="70" y="56" text-anchor="middle" font-family="Arial Black, sans-serif" font-size="17" font-weight="900" fill="#7a0000">JACKPOT</text></g>
${title('DRAGON VAULT')}`;
}

function scratch(): string {
  const cells = [
    '#ff4d6d',
    '#ffd23f',
    '#3bceac',
    '#ffd23f',
    '#7b2cbf',
    '#3a86ff',
    '#3bceac',
    '#ff4d6d',
    '#ffd23f',
  ];
  return `${open('Lucky Scratch', '#00a86b', '#005c3a')}
<rect x="95" y="26" width="210" height="186" rx="14" fill="#fff" stroke="url(#gold)" stroke-width="6"/>
${cells
  .map((fill, i) => {
    const x = 112 + (i % 3) * 62;
    const y = 40 + Math.floor(i / 3) * 56;
    const covered = i === 2 || i === 5 || i === 6;
    return covered
      ? `<rect x="${x}" y="${y}" width="52" height="48" rx="8" fill="#b8c2cc"/><path d="M${x + 6},${y + 40} L${x + 46},${y + 8}" stroke="#fff" stroke-width="4" opacity=".6"/>`
      : `<rect x="${x}" y="${y}" width="52" height="48" rx="8" fill="#fff7e0" stroke="#e6d3a3"/>${fill === '#ffd23f' ? star(x + 26, y + 24, 17, fill) : `<circle cx="${x + 26}" cy="${y + 24}" r="15" fill="${fill}" stroke="#fff" stroke-width="2"/>`}`;
  })
  .join('')}
<path d="M300,150 L350,110 L362,124 L312,164 Z" fill="#c0c0c0" stroke="#555" stroke-width="2"/>
<circle cx="352" cy="116" r="9" fill="url(#gold)"/>
${star(60, 70, 22, '#ffd23f')}${star(350, 50, 16, '#fff')}
${title('LUCKY SCRATCH', 40)}`;
}

function coral(): string {
  const fish = (x: number, y: number, s: number, body: string, fin: string, flip = false): string =>
    `<g transform="translate(${x} ${y}) scale(${flip ? -s : s} ${s})"><path d="M-30,0 C-20,-22 20,-22 30,0 C20,22 -20,22 -30,0 Z" fill="${body}" stroke="#fff" stroke-width="2"/><path d="M28,0 L48,-16 L44,0 L48,16 Z" fill="${fin}"/><circle cx="-16" cy="-4" r="4" fill="#fff"/><circle cx="-17" cy="-4" r="2" fill="#111"/><path d="M-4,-16 L2,16 M8,-14 L12,14" stroke="${fin}" stroke-width="4"/></g>`;
  return `${open('Coral Hunt', '#00b4d8', '#023e8a')}
${[60, 130, 210, 300, 360].map((x, i) => `<path d="M${x},222 C${x - 20},${180 - i * 6} ${x + 10},${170 - i * 8} ${x - 5},${140 - i * 4} M${x},222 C${x + 18},${190 - i * 5} ${x + 26},${176 - i * 3} ${x + 20},${158 - i * 6}" stroke="${['#ff6b6b', '#ff9f1c', '#f15bb5', '#ff6b6b', '#fee440'][i]}" stroke-width="9" stroke-linecap="round" fill="none"/>`).join('')}
${fish(110, 80, 1.3, '#ff8c42', '#fff3b0')}${fish(280, 120, 1.8, '#ffd23f', '#ff6b6b', true)}${fish(170, 160, 0.9, '#9b5de5', '#00f5d4')}
${[40, 90, 330, 370].map((x, i) => `<circle cx="${x}" cy="${40 + i * 30}" r="${4 + (i % 2) * 3}" fill="none" stroke="#fff" stroke-width="2" opacity=".7"/>`).join('')}
<g transform="translate(200 222)"><rect x="-26" y="-20" width="52" height="26" rx="8" fill="url(#gold)" stroke="#7a3b00" stroke-width="2"/><rect x="-8" y="-52" width="16" height="36" rx="4" fill="#c9d6df" stroke="#33415c" stroke-width="2"/></g>
${title('CORAL HUNT')}`;
}

const TILES: Record<string, () => string> = {
  'starfall-sevens': starfall,
  'dragon-vault': dragon,
  'lucky-scratch': scratch,
  'coral-hunt': coral,
};

export function thumbnail(game: string): string {
  return (TILES[game] ?? starfall)();
}
