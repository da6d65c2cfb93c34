/**
 * A small CSS colour parser for the forms the schema allows (#rgb, #rgba, #rrggbb, #rrggbbaa,
 * rgb()/rgba(), hsl()/hsla(), comma or space syntax). The schema can only say "a string";
 * a typo such as "#12345" or "rgb(300,0,0)" would otherwise reach the browser, which silently
 * drops the declaration and leaves the brand unthemed.
 */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNC = /^(rgba?|hsla?)\(\s*([^)]*)\)$/i;
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

export function parseColor(input: string): Rgba | undefined {
  const text = input.trim();
  const hex = HEX.exec(text);
  if (hex) return parseHex(hex[1] ?? '');
  const fn = FUNC.exec(text);
  if (!fn) return undefined;
  const name = (fn[1] ?? '').toLowerCase();
  const args = splitArgs(fn[2] ?? '');
  if (!args || args.length < 3 || args.length > 4) return undefined;
  const [x, y, z, alpha] = args as [string, string, string, string | undefined];
  const a = alpha === undefined ? 1 : channel(alpha, 1, true);
  if (a === undefined) return undefined;
  if (name.startsWith('rgb')) {
    const r = channel(x, 255, true);
    const g = channel(y, 255, true);
    const b = channel(z, 255, true);
    return r === undefined || g === undefined || b === undefined ? undefined : { r, g, b, a };
  }
  const h = hue(x);
  const s = percent(y);
  const l = percent(z);
  return h === undefined || s === undefined || l === undefined ? undefined : hslToRgb(h, s, l, a);
}

function parseHex(digits: string): Rgba {
  const full =
    digits.length <= 4
      ? digits
          .split('')
          .map((d) => d + d)
          .join('')
      : digits;
  const byte = (i: number) => parseInt(full.slice(i * 2, i * 2 + 2), 16);
  return { r: byte(0), g: byte(1), b: byte(2), a: full.length === 8 ? byte(3) / 255 : 1 };
}

/** Accepts "1, 2, 3", "1, 2, 3, 0.5", "1 2 3" and "1 2 3 / 50%". */
function splitArgs(body: string): string[] | undefined {
  if (body.includes(',')) {
    if (body.includes('/')) return undefined;
    return body.split(',').map((s) => s.trim());
  }
  const [main = '', alpha, extra] = body.split('/').map((s) => s.trim());
  if (extra !== undefined) return undefined;
  const parts = main.split(/\s+/).filter(Boolean);
  if (alpha !== undefined) {
    if (parts.length !== 3 || alpha === '') return undefined;
    parts.push(alpha);
  }
  return parts;
}

/** A number or percentage within [0, max]; percentages scale to max. */
function channel(text: string, max: number, allowPercent: boolean): number | undefined {
  if (allowPercent && text.endsWith('%')) {
    const p = percent(text);
    return p === undefined ? undefined : (p / 100) * max;
  }
  if (!NUMBER.test(text)) return undefined;
  const n = Number(text);
  return n >= 0 && n <= max ? n : undefined;
}

function percent(text: string): number | undefined {
  if (!text.endsWith('%')) return undefined;
  const body = text.slice(0, -1);
  if (!NUMBER.test(body)) return undefined;
  const n = Number(body);
  return n >= 0 && n <= 100 ? n : undefined;
}

function hue(text: string): number | undefined {
  const m = /^(.*?)(deg|turn|rad)?$/i.exec(text);
  const body = m?.[1] ?? '';
  if (!NUMBER.test(body)) return undefined;
  const n = Number(body);
  const unit = (m?.[2] ?? 'deg').toLowerCase();
  const degrees = unit === 'turn' ? n * 360 : unit === 'rad' ? (n * 180) / Math.PI : n;
  return ((degrees % 360) + 360) % 360;
}

function hslToRgb(h: number, s: number, l: number, a: number): Rgba {
  const sat = s / 100;
  const light = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const f = (n: number) =>
    light - sat * Math.min(light, 1 - light) * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return { r: f(0) * 255, g: f(8) * 255, b: f(4) * 255, a };
}

/** `front` drawn over `back` at front's alpha; the result is opaque when `back` is. */
export function over(front: Rgba, back: Rgba): Rgba {
  const a = front.a + back.a * (1 - front.a);
  if (a === 0) return { r: 0, g: 0, b: 0, a: 0 };
  const mixChannel = (f: number, b: number) => (f * front.a + b * back.a * (1 - front.a)) / a;
  return {
    r: mixChannel(front.r, back.r),
    g: mixChannel(front.g, back.g),
    b: mixChannel(front.b, back.b),
    a,
  };
}

/** CSS `color-mix(in srgb, a p%, b)` for opaque colours: what the runtime's tints compute. */
export function mix(a: Rgba, percentOfA: number, b: Rgba): Rgba {
  const p = percentOfA / 100;
  const m = (x: number, y: number) => x * p + y * (1 - p);
  return { r: m(a.r, b.r), g: m(a.g, b.g), b: m(a.b, b.b), a: m(a.a, b.a) };
}

/** WCAG 2.x relative luminance of an opaque sRGB colour. */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * WCAG 2.x contrast ratio (1 to 21) of text over a background. A translucent text colour is
 * first drawn over the background, and a translucent background over white (the page's base).
 */
export function contrastRatio(text: Rgba, background: Rgba): number {
  const white = { r: 255, g: 255, b: 255, a: 1 };
  const back = background.a < 1 ? over(background, white) : background;
  const front = text.a < 1 ? over(text, back) : text;
  const [hi, lo] = [relativeLuminance(front), relativeLuminance(back)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}
