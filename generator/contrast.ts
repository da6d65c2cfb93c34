import { contrastRatio, mix, parseColor, type Rgba } from './color.ts';

/** WCAG 2.x level AA for normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * The theme colours the runtime draws as text over another theme colour, read from the
 * descriptions in schema/brand.schema.json and the runtime's CSS:
 * - text and textMuted ("body" / "secondary text") on background (page) and surface (cards,
 *   modals, menus);
 * - primaryText ("text on primary surfaces") on primary (buttons);
 * - primary ("buttons, active tabs, links") as link text on background and surface, and as
 *   the active tab on the nav bar, which nav-bar.css tints with 6% primary over
 *   headerBackground;
 * - headerText on headerBackground and on that nav-bar tint;
 * - footerText on footerBackground;
 * - accent ("balance, badges, prices") on headerBackground (the header balance) and surface;
 * - danger (error messages) and success (confirmations) on surface, where forms sit.
 * border is left out: dividers are not text (WCAG asks 3:1 of controls, not 4.5:1).
 */
type ThemeColor = string;
type Background = ThemeColor | { tint: ThemeColor; percent: number; over: ThemeColor };

export interface TextPair {
  text: ThemeColor;
  on: Background;
  /** Where the player sees it, for the message. */
  where: string;
}

const NAV_BAR: Background = { tint: 'primary', percent: 6, over: 'headerBackground' };

export const TEXT_PAIRS: readonly TextPair[] = [
  { text: 'text', on: 'background', where: 'body text on the page' },
  { text: 'text', on: 'surface', where: 'body text on cards and dialogs' },
  { text: 'textMuted', on: 'background', where: 'secondary text on the page' },
  { text: 'textMuted', on: 'surface', where: 'secondary text on cards and dialogs' },
  { text: 'primaryText', on: 'primary', where: 'button labels' },
  { text: 'primary', on: 'background', where: 'links on the page' },
  { text: 'primary', on: 'surface', where: 'links on cards and dialogs' },
  { text: 'primary', on: NAV_BAR, where: 'the active tab on the nav bar' },
  { text: 'headerText', on: 'headerBackground', where: 'the header' },
  { text: 'headerText', on: NAV_BAR, where: 'nav bar tabs' },
  { text: 'footerText', on: 'footerBackground', where: 'the footer' },
  { text: 'accent', on: 'headerBackground', where: 'the balance in the header' },
  { text: 'accent', on: 'surface', where: 'prices and highlights on cards' },
  { text: 'danger', on: 'surface', where: 'error messages' },
  { text: 'success', on: 'surface', where: 'confirmations' },
];

export interface ContrastFailure {
  /** JSON pointer of the text colour, where the operator will most likely fix it. */
  pointer: string;
  message: string;
  hint: string;
}

/** Two decimals, rounded down so that 4.499 never reads as a passing "4.50". */
const shown = (ratio: number) => (Math.floor(ratio * 100) / 100).toFixed(2);

/** Every text/background pair of `colors` under 4.5:1; pairs with a missing or bad colour are skipped (other checks report those). */
export function contrastFailures(colors: Record<string, unknown>): ContrastFailure[] {
  const read = (name: string): { value: string; rgba: Rgba } | undefined => {
    const value = colors[name];
    const rgba = typeof value === 'string' ? parseColor(value) : undefined;
    return rgba && typeof value === 'string' ? { value, rgba } : undefined;
  };
  const failures: ContrastFailure[] = [];
  for (const pair of TEXT_PAIRS) {
    const text = read(pair.text);
    const back = backgroundOf(pair.on, read);
    if (!text || !back) continue;
    const ratio = contrastRatio(text.rgba, back.rgba);
    if (ratio >= MIN_TEXT_CONTRAST) continue;
    failures.push({
      pointer: `/theme/colors/${pair.text}`,
      message: `theme: ${pair.text} "${text.value}" on ${back.name} "${back.value}" has contrast ${shown(ratio)}:1; it needs at least ${MIN_TEXT_CONTRAST}:1.`,
      hint: `${pair.where}: darken or lighten ${pair.text} or ${typeof pair.on === 'string' ? pair.on : pair.on.over} until the pair reaches ${MIN_TEXT_CONTRAST}:1 (WCAG 2.x AA)`,
    });
  }
  return failures;
}

function backgroundOf(
  on: Background,
  read: (name: string) => { value: string; rgba: Rgba } | undefined,
): { name: string; value: string; rgba: Rgba } | undefined {
  if (typeof on === 'string') {
    const c = read(on);
    return c && { name: on, ...c };
  }
  const tint = read(on.tint);
  const base = read(on.over);
  if (!tint || !base) return undefined;
  const rgba = mix(tint.rgba, on.percent, base.rgba);
  return {
    name: `the nav bar (${on.percent}% ${on.tint} over ${on.over})`,
    value: hex(rgba),
    rgba,
  };
}

function hex({ r, g, b }: Rgba): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}
