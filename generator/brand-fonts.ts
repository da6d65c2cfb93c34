import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { BrandConfig } from '../contract/generated/brand.ts';
import { LANGUAGES } from '../contract/languages.ts';
import { scriptKey, scriptStack } from './brand-font-stacks.ts';
import { locate, type JsonDocument } from './load-json.ts';
import type { Problem } from './problem.ts';

/**
 * Brand fonts, self-hosted from the @fontsource packages: only the subsets the brand's
 * languages need, only the weights the runtime's CSS asks of each role, woff2 only. Each face
 * carries its unicode-range, so a browser fetches a file only when the page has a glyph in it.
 */
export type FontRole = 'body' | 'heading';

/**
 * The weights shipped for each role. The runtime's CSS asks for 400, 600, 700 and 800; a
 * weight without its own file is drawn with the next heavier one (CSS font matching: 600 →
 * 700, headings' 600 and 700 → 800). Every file is ~20 kB and Vietnamese doubles them: seven
 * weights were 14 files and 250 kB on lotus, fetched as the first paint settles; three are 6.
 */
export const ROLE_WEIGHTS: Readonly<Record<FontRole, readonly number[]>> = {
  body: [400, 700],
  // h1–h3 (700), the nav bar (600), the hero title and card names (800): one heavy face.
  heading: [800],
};

/** Subsets beyond "latin" a language's letters need; other scripts fall back to system fonts. */
const LANGUAGE_SUBSETS: Readonly<Partial<Record<string, readonly string[]>>> = {
  VI: ['vietnamese'],
};

/** Names in a stack that are not web fonts: nothing to self-host, nothing to warn about. */
const SYSTEM_FAMILIES = new Set([
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
  'ui-sans-serif',
  'ui-serif',
  'ui-monospace',
  'ui-rounded',
  'emoji',
  'math',
  '-apple-system',
  'blinkmacsystemfont',
  'segoe ui',
  'arial',
  'helvetica',
  'helvetica neue',
  'georgia',
  'times',
  'times new roman',
  'verdana',
  'tahoma',
  'trebuchet ms',
  'courier new',
]);

export interface FontFace {
  family: string;
  subset: string;
  weight: number;
  /** Absolute path of the woff2 in node_modules. */
  source: string;
  /** The unicode-range fontsource gives the subset. */
  range: string;
}

export interface FontPlan {
  faces: FontFace[];
  /** The one or two faces the first paint of the home page needs. */
  preloads: FontFace[];
  /** Web fonts the brand names that no installed @fontsource package provides. */
  missing: { role: FontRole; family: string }[];
}

const require = createRequire(import.meta.url);

/** The families of a CSS font-family value, unquoted, in order. */
export function fontFamilies(stack: string): string[] {
  return (stack.match(/"[^"]*"|'[^']*'|[^,]+/g) ?? [])
    .map((f) =>
      f
        .trim()
        .replace(/^["']|["']$/g, '')
        .trim(),
    )
    .filter((f) => f !== '');
}

/** The stack's first family when it is a web font (not a system font or generic name). */
export function webFontOf(stack: string): string | undefined {
  const first = fontFamilies(stack)[0];
  return first && !SYSTEM_FAMILIES.has(first.toLowerCase()) ? first : undefined;
}

export const fontsourceName = (family: string) =>
  `@fontsource/${family
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;

interface FontPackage {
  dir: string;
  subsets: readonly string[];
  weights: readonly number[];
  unicode: Readonly<Record<string, string>>;
}

function fontPackage(family: string): FontPackage | undefined {
  let dir: string;
  try {
    dir = dirname(require.resolve(`${fontsourceName(family)}/package.json`));
  } catch {
    return undefined;
  }
  const meta = JSON.parse(readFileSync(join(dir, 'metadata.json'), 'utf8')) as {
    subsets: string[];
    weights: number[];
  };
  const unicode = JSON.parse(readFileSync(join(dir, 'unicode.json'), 'utf8')) as Record<
    string,
    string
  >;
  return { dir, subsets: meta.subsets, weights: meta.weights, unicode };
}

export function brandSubsets(languages: readonly string[]): string[] {
  return ['latin', ...new Set(languages.flatMap((l) => LANGUAGE_SUBSETS[l] ?? []))];
}

export function planBrandFonts(brand: BrandConfig): FontPlan {
  const subsets = brandSubsets(brand.languages.map((l) => l.type));
  const weights = new Map<string, Set<number>>();
  const missing: FontPlan['missing'] = [];
  for (const role of ['body', 'heading'] as const) {
    const family = webFontOf(brand.theme.fonts[role]);
    if (!family) continue;
    const set = weights.get(family) ?? new Set<number>();
    for (const w of ROLE_WEIGHTS[role]) set.add(w);
    weights.set(family, set);
  }
  const faces: FontFace[] = [];
  for (const [family, wanted] of weights) {
    const pkg = fontPackage(family);
    if (!pkg) {
      for (const role of ['body', 'heading'] as const) {
        if (webFontOf(brand.theme.fonts[role]) === family) missing.push({ role, family });
      }
      continue;
    }
    const base = fontsourceName(family).slice('@fontsource/'.length);
    for (const subset of subsets.filter((s) => pkg.subsets.includes(s))) {
      for (const weight of [...wanted]
        .filter((w) => pkg.weights.includes(w))
        .sort((a, b) => a - b)) {
        const source = join(pkg.dir, 'files', `${base}-${subset}-${weight}-normal.woff2`);
        faces.push({ family, subset, weight, source, range: pkg.unicode[subset] ?? '' });
      }
    }
  }
  return { faces, preloads: firstPaintFaces(brand, faces), missing };
}

/**
 * Regular body text and the hero title (the home page's largest paint), in Latin letters and
 * in the default language's own subset (Vietnamese diacritics). A brand whose default
 * language is in another script paints first in system fonts: no preload.
 */
function firstPaintFaces(brand: BrandConfig, faces: readonly FontFace[]): FontFace[] {
  if (scriptKey(LANGUAGES[brand.defaultLanguage].locale)) return [];
  const subsets = brandSubsets([brand.defaultLanguage]);
  const pick = (role: FontRole, weight: number) => {
    const family = webFontOf(brand.theme.fonts[role]);
    return faces.filter(
      (f) => f.family === family && subsets.includes(f.subset) && f.weight === weight,
    );
  };
  const picked = [...pick('body', 400), ...pick('heading', 800)];
  return [...new Set(picked.filter((f): f is FontFace => f !== undefined))];
}

const cssString = (s: string) => `"${s.replace(/["\\<]/g, '')}"`;

/** @font-face rules, then per-language stacks for scripts the brand fonts lack. */
export function fontCss(
  brand: BrandConfig,
  faces: readonly FontFace[],
  urls: ReadonlyMap<FontFace, string>,
): string {
  const rules = faces.map(
    (f) =>
      `@font-face{font-family:${cssString(f.family)};font-style:normal;font-display:swap;` +
      `font-weight:${f.weight};src:url(${urls.get(f) ?? ''}) format("woff2")` +
      `${f.range ? `;unicode-range:${f.range}` : ''}}`,
  );
  for (const { type } of brand.languages) {
    const { locale } = LANGUAGES[type];
    const key = scriptKey(locale);
    if (!key) continue;
    const vars = (['body', 'heading'] as const)
      .map((role) => `--wl-font-${role}:${scriptStack(webFontOf(brand.theme.fonts[role]), key)}`)
      .join(';');
    rules.push(`:root:lang(${locale}){${vars}}`);
  }
  return rules.join('\n').replace(/</g, '\\3c ');
}

/** Copies the planned woff2 files to `fonts/<name>.<hash8>.woff2` and renders the head tags. */
export async function emitBrandFonts(
  brand: BrandConfig,
  siteDir: string,
  base = '/',
): Promise<{ head: string; files: string[] }> {
  const plan = planBrandFonts(brand);
  if (plan.faces.length === 0 && !brand.languages.some((l) => scriptKey(LANGUAGES[l.type].locale)))
    return { head: '', files: [] };
  await mkdir(join(siteDir, 'fonts'), { recursive: true });
  const urls = new Map<FontFace, string>();
  await Promise.all(
    plan.faces.map(async (face) => {
      const bytes = await readFile(face.source);
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 8);
      const name = `${face.source.slice(face.source.lastIndexOf('/') + 1, -'.woff2'.length)}.${hash}.woff2`;
      await writeFile(join(siteDir, 'fonts', name), bytes);
      urls.set(face, `${base}fonts/${name}`);
    }),
  );
  const preloads = plan.preloads.map(
    (f) =>
      `    <link rel="preload" href="${urls.get(f) ?? ''}" as="font" type="font/woff2" crossorigin />\n`,
  );
  const head = `${preloads.join('')}    <style id="wl-fonts">${fontCss(brand, plan.faces, urls)}</style>\n`;
  return { head, files: [...urls.values()] };
}

/** `validate`: a web font no @fontsource package provides is named, in one sentence. */
export function fontWarnings(doc: JsonDocument): Problem[] {
  const data = doc.data as { theme?: { fonts?: Partial<Record<FontRole, unknown>> } } | null;
  const fonts = data?.theme?.fonts;
  if (!fonts) return [];
  const warnings: Problem[] = [];
  for (const role of ['body', 'heading'] as const) {
    const stack = fonts[role];
    if (typeof stack !== 'string') continue;
    const family = webFontOf(stack);
    if (!family || fontPackage(family)) continue;
    const pointer = `/theme/fonts/${role}`;
    warnings.push({
      file: doc.file,
      pointer,
      ...locate(doc, pointer),
      message: `"${family}" is not available from fontsource (${fontsourceName(family)} is not installed), so players see the next font of the stack instead.`,
      hint: `install it with npm install --save-exact ${fontsourceName(family)}, or start the stack with a system font`,
    });
  }
  return warnings;
}
