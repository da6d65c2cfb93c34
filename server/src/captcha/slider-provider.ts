import { randomInt } from 'node:crypto';

/** One slide puzzle as a provider draws it; `gapX` never leaves the server through the API. */
export interface SliderPuzzle {
  width: number;
  height: number;
  /** Left edge where the piece fits, in image pixels; the handle travels this far. */
  gapX: number;
  pieceY: number;
  background: string;
  piece: string;
}

/**
 * Where a slide captcha comes from. The sandbox below keeps honest users honest but is NOT
 * bot-proof: its gap is plainly readable in the background SVG (that is also how the e2e
 * suite solves it). A production deployment plugs in a real provider (one that draws raster
 * images with a hidden gap, or a hosted service) behind this interface.
 */
export interface SliderCaptchaProvider {
  create(): SliderPuzzle;
  /** Whether a dropped piece at `x` counts for a gap at `gapX`. */
  accepts(gapX: number, x: number): boolean;
}

export const SLIDER_WIDTH = 300;
export const SLIDER_HEIGHT = 150;
export const PIECE_SIZE = 44;
/** The gap is at least this far from the left, so the piece must actually be dragged. */
export const MIN_GAP_X = 60;
export const SLIDER_TOLERANCE = 5;

const svgUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

function scenery(hue: number): string {
  const shapes: string[] = [];
  for (let i = 0; i < 9; i++) {
    const x = randomInt(SLIDER_WIDTH);
    const y = randomInt(SLIDER_HEIGHT);
    const r = 12 + randomInt(34);
    const h = (hue + randomInt(120)) % 360;
    shapes.push(
      i % 3 === 0
        ? `<rect x="${x - r}" y="${y - r}" width="${r * 2}" height="${r}" rx="6" fill="hsl(${h} 70% 60%)" opacity="0.7" transform="rotate(${randomInt(90)} ${x} ${y})"/>`
        : `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${h} 65% 55%)" opacity="0.6"/>`,
    );
  }
  const wave = Array.from({ length: 7 }, (_, i) => `${i * 50},${40 + randomInt(70)}`).join(' ');
  shapes.push(
    `<polyline points="${wave}" fill="none" stroke="hsl(${(hue + 180) % 360} 60% 35%)" stroke-width="3" opacity="0.5"/>`,
  );
  return (
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue} 70% 82%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 60% 45%)"/>` +
    `</linearGradient></defs><rect width="${SLIDER_WIDTH}" height="${SLIDER_HEIGHT}" fill="url(#sky)"/>${shapes.join('')}`
  );
}

/** The sandbox: an SVG scene with a darkened gap (`<rect id="gap" x="…">`) and the cut-out piece. */
export const sandboxSliderProvider: SliderCaptchaProvider = {
  create() {
    const gapX = MIN_GAP_X + randomInt(SLIDER_WIDTH - PIECE_SIZE - MIN_GAP_X - 4);
    const pieceY = 8 + randomInt(SLIDER_HEIGHT - PIECE_SIZE - 16);
    const scene = scenery(randomInt(360));
    const open = (w: number, h: number, box: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${box}">`;
    const background =
      open(SLIDER_WIDTH, SLIDER_HEIGHT, `0 0 ${SLIDER_WIDTH} ${SLIDER_HEIGHT}`) +
      scene +
      `<rect id="gap" x="${gapX}" y="${pieceY}" width="${PIECE_SIZE}" height="${PIECE_SIZE}" rx="8" fill="#000" fill-opacity="0.45" stroke="#fff" stroke-opacity="0.8" stroke-width="2"/>` +
      '</svg>';
    // The piece is the same scene seen through a window on the gap.
    const piece =
      open(PIECE_SIZE, PIECE_SIZE, `${gapX} ${pieceY} ${PIECE_SIZE} ${PIECE_SIZE}`) +
      `<clipPath id="cut"><rect x="${gapX}" y="${pieceY}" width="${PIECE_SIZE}" height="${PIECE_SIZE}" rx="8"/></clipPath>` +
      `<g clip-path="url(#cut)">${scene}</g>` +
      `<rect x="${gapX + 1}" y="${pieceY + 1}" width="${PIECE_SIZE - 2}" height="${PIECE_SIZE - 2}" rx="8" fill="none" stroke="#fff" stroke-width="2"/>` +
      '</svg>';
    return {
      width: SLIDER_WIDTH,
      height: SLIDER_HEIGHT,
      gapX,
      pieceY,
      background: svgUrl(background),
      piece: svgUrl(piece),
    };
  },
  accepts: (gapX, x) => Math.abs(x - gapX) <= SLIDER_TOLERANCE,
};
