import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Handlebars from 'handlebars';
import {
  BRAND_ELEMENT_ID,
  LANGUAGE_HEADER,
  LANGUAGE_STORAGE_KEY,
  MERCHANT_HEADER,
  STATUS_GLOBAL,
  statusUrl,
} from '../contract/boot.ts';
import { localized, type ResolvedBrand } from '../contract/brand.ts';
import { themeCss } from '../contract/theme.ts';
import { LANGUAGES } from '../contract/languages.ts';
import type { EntryFiles } from './vite-manifest.ts';

const template = (name: string) =>
  readFileSync(new URL(`./templates/${name}`, import.meta.url), 'utf8');

// A private Handlebars environment, so nothing registered here leaks to other callers.
const hbs = Handlebars.create();
const indexTemplate = hbs.compile(template('index.html.hbs'), { strict: true });
const brandHeadTemplate = hbs.compile(template('brand-head.hbs'), { strict: true });
const robotsTemplate = hbs.compile(template('robots.txt.hbs'), { strict: true });

/** JSON that is safe inside <script>: "<" can never close the element or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The inline classic script that starts the status call while the bundle is still loading.
 * It reuses contract/boot.ts's statusUrl source text so the URL cannot drift from the runtime's.
 */
export function statusScript(brand: ResolvedBrand): string {
  const offered = brand.languages.map((l) => l.type);
  return (
    `(function(){var l=null;try{l=localStorage.getItem(${scriptJson(LANGUAGE_STORAGE_KEY)})}catch(e){}` +
    `if(${scriptJson(offered)}.indexOf(l)===-1)l=${scriptJson(brand.defaultLanguage)};` +
    `var p=fetch((${statusUrl.toString()})(${scriptJson(brand.apiBase)},location.host),` +
    `{headers:{${scriptJson(MERCHANT_HEADER)}:${scriptJson(brand.merchantCode)},${scriptJson(LANGUAGE_HEADER)}:l},credentials:"include"})` +
    `.then(function(r){return r.json()});` +
    // A failure before the bundle awaits it must not log as an unhandled rejection; the
    // runtime still receives the rejection through the same promise.
    `p.catch(function(){});window[${scriptJson(STATUS_GLOBAL)}]=p})();`
  );
}

export function sha256Source(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** The API's origin when it is not the site's own; '' for same-origin. */
export function apiOrigin(apiBase: string): string {
  if (!/^https?:\/\//i.test(apiBase)) return '';
  try {
    return new URL(apiBase).origin;
  } catch {
    return '';
  }
}

export function contentSecurityPolicy(brand: ResolvedBrand, inlineScript: string): string {
  const api = apiOrigin(brand.apiBase);
  return [
    "default-src 'self'",
    `script-src 'self' ${sha256Source(inlineScript)}`,
    // The line speed test times a fetch from each of the brand's domains.
    `connect-src 'self'${api ? ` ${api}` : ''}${(brand.domains ?? []).map((d) => ` ${d}`).join('')}`,
    "img-src 'self' data: https:",
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    // Games and payment pages open in frames from vendor origins.
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Theme variables plus just enough CSS that the first paint, before the bundle, is on-brand. */
export function brandCss(brand: ResolvedBrand): string {
  const critical =
    'html{background:var(--wl-background)}' +
    'body{margin:0;min-height:100vh;background:var(--wl-background);color:var(--wl-text);' +
    'font-family:var(--wl-font-body);-webkit-font-smoothing:antialiased}';
  // Font stacks are free text; keep a stray "</style>" from ending the element.
  return (themeCss(brand.theme) + critical).replace(/</g, '\\3c ');
}

function mimeOf(path: string): string | undefined {
  const ext = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  const types: Record<string, string> = {
    svg: 'image/svg+xml',
    png: 'image/png',
    ico: 'image/x-icon',
    gif: 'image/gif',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    webp: 'image/webp',
  };
  return types[ext];
}

function headContext(brand: ResolvedBrand) {
  const lang = brand.defaultLanguage;
  const script = statusScript(brand);
  return {
    title: localized(brand.seo?.title, lang, lang) || brand.name,
    description: localized(brand.seo?.description, lang, lang),
    themeColor: brand.theme.colors.headerBackground,
    favicon: brand.theme.favicon,
    faviconType: mimeOf(brand.theme.favicon) ?? 'image/x-icon',
    themeCss: brandCss(brand),
    brandElementId: BRAND_ELEMENT_ID,
    brandJson: scriptJson(brand),
    statusScript: script,
  };
}

/** The brand part of <head>; the dev server injects exactly this into the runtime's page. */
export function renderBrandHead(brand: ResolvedBrand): string {
  return brandHeadTemplate(headContext(brand));
}

/** The runtime's splash (logo and spinner): the first paint of every page but the home page. */
export function splashRoot(brand: ResolvedBrand): string {
  return (
    `<div class="wl-splash" aria-busy="true"><img src="${hbs.escapeExpression(brand.theme.logo)}" ` +
    `alt="${hbs.escapeExpression(brand.name)}" height="48" /><span class="wl-spinner"></span></div>`
  );
}

export function renderIndexHtml(
  brand: ResolvedBrand,
  entry: EntryFiles,
  base = '/',
  /** @font-face rules and font preloads (generator/brand-fonts.ts). */
  fontHead = '',
  /**
   * What `#root` holds until React replaces it: the splash by default, the prerendered home page
   * (generator/prerender-home.ts) in the home page's HTML, whose CSS it then links, not preloads.
   */
  root: { html: string; home: boolean } = { html: splashRoot(brand), home: false },
): { html: string; csp: string; firstLoad: string[] } {
  const head = headContext(brand);
  const csp = contentSecurityPolicy(brand, head.statusScript);
  const language = LANGUAGES[brand.defaultLanguage];
  const dictionary = entry.dictionaries[language.dictionary];
  // The entry's imports, then what the landing page needs in the brand's first language:
  // fetched beside the entry, so the hero does not wait for the entry to run first.
  const preloads = [
    ...entry.preloads,
    ...(dictionary ? [dictionary] : []),
    ...entry.landing.scripts,
  ];
  // The hero paints with the home page chunk's CSS: render-blocking here, the rest preloaded.
  const heroCss = root.home ? (entry.landing.pageCss ?? entry.landing.css) : [];
  const html = indexTemplate({
    brandHead: brandHeadTemplate(head),
    fontHead,
    lang: language.locale,
    dir: language.dir,
    // Triple-stashed in the template: Handlebars would entity-encode every quote of the policy.
    csp: csp.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;'),
    preconnect: apiOrigin(brand.apiBase),
    css: [...entry.css, ...heroCss].map((f) => base + f),
    preloads: preloads.map((f) => base + f),
    stylePreloads: entry.landing.css.filter((f) => !heroCss.includes(f)).map((f) => base + f),
    script: base + entry.script,
    // Painted as soon as the HTML and CSS arrive, before any script has run.
    root: root.html,
    noscript: `${brand.name} needs JavaScript. Please enable it in your browser and reload.`,
  });
  const firstLoad = [entry.script, ...preloads, ...entry.css, ...entry.landing.css];
  return { html, csp, firstLoad };
}

export function renderWebManifest(brand: ResolvedBrand): string {
  const icons = [brand.theme.favicon, brand.theme.logo].map((src) => ({
    src,
    sizes: src.endsWith('.svg') ? 'any' : '192x192',
    ...(mimeOf(src) ? { type: mimeOf(src) } : {}),
  }));
  const manifest = {
    name: brand.name,
    // Home screens truncate around 12 characters: prefer the first word over a cut-off name.
    short_name: brand.name.length <= 12 ? brand.name : (brand.name.split(/\s+/)[0] ?? brand.name),
    lang: LANGUAGES[brand.defaultLanguage].locale,
    dir: LANGUAGES[brand.defaultLanguage].dir,
    start_url: '/index',
    scope: '/',
    display: 'standalone',
    theme_color: brand.theme.colors.headerBackground,
    background_color: brand.theme.colors.background,
    icons,
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

export function renderRobots(brand: ResolvedBrand): string {
  // The name sits in a comment line: a line break in it would start a non-comment line.
  return robotsTemplate({ name: brand.name.replace(/[\r\n]+/g, ' ') });
}
