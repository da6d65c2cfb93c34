import { randomInt } from 'node:crypto';
import { deflateSync } from 'node:zlib';

/**
 * The captcha alphabet (issue 10): only characters nobody mistakes for another one, at normal
 * size and in a blocky font. Left out: 0/O/Q, 1/I/L, 5/S, 2/Z, 8/B, G (like 6 and C).
 */
export const CAPTCHA_ALPHABET = 'ACDEFHJKMNPRTUVWXY34679';

/** 5×7 glyphs of the alphabet ('#' = ink), drawn as pixels so no text is in the file. */
const GLYPHS: Record<string, string[]> = {
  A: [' ### ', '#   #', '#   #', '#####', '#   #', '#   #', '#   #'],
  C: [' ### ', '#   #', '#    ', '#    ', '#    ', '#   #', ' ### '],
  D: ['#### ', '#   #', '#   #', '#   #', '#   #', '#   #', '#### '],
  E: ['#####', '#    ', '#    ', '#### ', '#    ', '#    ', '#####'],
  F: ['#####', '#    ', '#    ', '#### ', '#    ', '#    ', '#    '],
  H: ['#   #', '#   #', '#   #', '#####', '#   #', '#   #', '#   #'],
  J: ['  ###', '   # ', '   # ', '   # ', '   # ', '#  # ', ' ##  '],
  K: ['#   #', '#  # ', '# #  ', '##   ', '# #  ', '#  # ', '#   #'],
  M: ['#   #', '## ##', '# # #', '# # #', '#   #', '#   #', '#   #'],
  N: ['#   #', '##  #', '# # #', '#  ##', '#   #', '#   #', '#   #'],
  P: ['#### ', '#   #', '#   #', '#### ', '#    ', '#    ', '#    '],
  R: ['#### ', '#   #', '#   #', '#### ', '# #  ', '#  # ', '#   #'],
  T: ['#####', '  #  ', '  #  ', '  #  ', '  #  ', '  #  ', '  #  '],
  U: ['#   #', '#   #', '#   #', '#   #', '#   #', '#   #', ' ### '],
  V: ['#   #', '#   #', '#   #', '#   #', '#   #', ' # # ', '  #  '],
  W: ['#   #', '#   #', '#   #', '# # #', '# # #', '# # #', ' # # '],
  X: ['#   #', '#   #', ' # # ', '  #  ', ' # # ', '#   #', '#   #'],
  Y: ['#   #', '#   #', ' # # ', '  #  ', '  #  ', '  #  ', '  #  '],
  '3': ['#####', '   # ', '  #  ', '   # ', '    #', '#   #', ' ### '],
  '4': ['   # ', '  ## ', ' # # ', '#  # ', '#####', '   # ', '   # '],
  '6': ['  ## ', ' #   ', '#    ', '#### ', '#   #', '#   #', ' ### '],
  '7': ['#####', '    #', '   # ', '  #  ', ' #   ', ' #   ', ' #   '],
  '9': [' ### ', '#   #', '#   #', ' ####', '    #', '   # ', ' ##  '],
};

/** Wide enough for four glyphs of about 30×42 px: read at 100 % zoom, not squinted at. */
export const CAPTCHA_WIDTH = 180;
export const CAPTCHA_HEIGHT = 60;
/** Glyph pixel size: a 5×7 glyph becomes about 31×43 px. */
const SCALE = 6.2;
/** Sub-samples per pixel side, so rotated strokes have smooth (antialiased) edges. */
const SUB = 3;

type Rgb = [number, number, number];

/** Dark, saturated ink: contrast with the light paper is at least about 7:1. */
const INKS: readonly Rgb[] = [
  [20, 40, 120],
  [120, 20, 40],
  [20, 90, 50],
  [70, 30, 110],
  [30, 30, 30],
  [110, 60, 0],
];

/**
 * The captcha text as a PNG (issue 10: the old one was failed three times by a careful human).
 * Four large glyphs, each in its own dark ink, turned at most 14° and shifted a little, on
 * near-white paper. The noise is light: a few thin pale lines and specks whose contrast is far
 * below the ink's, so they never join strokes into other shapes; the rotation, offsets and
 * mixed inks are what keep a naive OCR pass from reading it straight off.
 */
export function renderCaptchaPng(text: string): Buffer {
  const w = CAPTCHA_WIDTH;
  const h = CAPTCHA_HEIGHT;
  const pixels = new Uint8Array(w * h * 3);
  const blend = (x: number, y: number, [r, g, b]: Rgb, alpha: number) => {
    if (x < 0 || y < 0 || x >= w || y >= h || alpha <= 0) return;
    const i = (y * w + x) * 3;
    pixels[i] = Math.round((pixels[i] ?? 0) * (1 - alpha) + r * alpha);
    pixels[i + 1] = Math.round((pixels[i + 1] ?? 0) * (1 - alpha) + g * alpha);
    pixels[i + 2] = Math.round((pixels[i + 2] ?? 0) * (1 - alpha) + b * alpha);
  };
  const tint = randomInt(3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const base = 244 + randomInt(8);
      const i = (y * w + x) * 3;
      pixels[i] = tint === 0 ? base : base - 4;
      pixels[i + 1] = tint === 1 ? base : base - 3;
      pixels[i + 2] = tint === 2 ? base : base - 5;
    }
  }
  // Pale lines and specks first, under the ink: they never cut a stroke.
  for (let line = 0; line < 3; line++) {
    const pale: Rgb = [170 + randomInt(40), 170 + randomInt(40), 170 + randomInt(40)];
    const phase = randomInt(628) / 100;
    const amplitude = 3 + randomInt(10);
    const period = 20 + randomInt(30);
    const middle = 8 + randomInt(h - 16);
    for (let x = 0; x < w; x++) {
      blend(x, Math.round(middle + amplitude * Math.sin(x / period + phase)), pale, 0.8);
    }
  }
  for (let dot = 0; dot < 90; dot++) {
    const grey = 180 + randomInt(50);
    blend(randomInt(w), randomInt(h), [grey, grey, grey], 0.9);
  }

  const slot = (w - 16) / text.length;
  const firstInk = randomInt(INKS.length);
  [...text].forEach((char, index) => {
    const glyph = GLYPHS[char];
    if (!glyph) throw new Error(`No captcha glyph for ${char}`);
    const angle = ((randomInt(29) - 14) * Math.PI) / 180;
    const scale = SCALE * (0.94 + randomInt(13) / 100);
    const cx = 8 + slot * index + slot / 2 + randomInt(7) - 3;
    const cy = h / 2 + randomInt(9) - 4;
    const ink = INKS[(firstInk + index) % INKS.length] ?? [0, 0, 0];
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const reach = Math.ceil(5 * scale);
    for (let y = Math.floor(cy - reach); y <= cy + reach; y++) {
      for (let x = Math.floor(cx - reach); x <= cx + reach; x++) {
        let inked = 0;
        for (let sy = 0; sy < SUB; sy++) {
          for (let sx = 0; sx < SUB; sx++) {
            // Back-rotate the sub-sample into glyph space and sample it.
            const dx = x + (sx + 0.5) / SUB - cx;
            const dy = y + (sy + 0.5) / SUB - cy;
            const gx = (dx * cos + dy * sin) / scale + 2.5;
            const gy = (-dx * sin + dy * cos) / scale + 3.5;
            const row = glyph[Math.floor(gy)];
            if (row && gx >= 0 && row[Math.floor(gx)] === '#') inked++;
          }
        }
        blend(x, y, ink, inked / (SUB * SUB));
      }
    }
  });
  return encodePng(w, h, pixels);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A truecolour 8-bit PNG (no filtering; zlib does the squeezing). */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0;
    Buffer.from(rgb.buffer, rgb.byteOffset + y * width * 3, width * 3).copy(
      raw,
      y * (width * 3 + 1) + 1,
    );
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array(0)),
  ]);
}
