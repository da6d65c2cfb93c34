import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ResolvedBrand } from '../contract/brand.ts';
import type { PlatformSeed } from '../contract/generated/platform.ts';
import { LANGUAGES } from '../contract/languages.ts';
import { enabledModules, GAME_CATEGORIES, MODULE, type GameCategory } from '../contract/modules.ts';
// The runtime's own hero component and translate function (plain TSX, no CSS or stores), so
// the HTML the build writes is the markup the runtime renders; the generator may read the
// runtime, never the other way round (DESIGN.md).
import { HeroView } from '../runtime/src/features/home/hero-view.tsx';
import { translate, type Dictionary, type Translate } from '../runtime/src/i18n/i18n.tsx';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const withoutTestIds = (html: string) => html.replace(/ data-testid="[^"]*"/g, '');

const dictionaryOf = (file: string): Dictionary =>
  JSON.parse(
    readFileSync(new URL(`../runtime/src/i18n/dictionaries/${file}.json`, import.meta.url), 'utf8'),
  ) as Dictionary;

/**
 * The categories the hero names: those the brand's platform seed has vendors for and modules on,
 * in the nav bar's order (GAME_CATEGORIES is that order; prerender-home.test.ts holds the nav bar
 * to it). A server can still switch some off (the books without a sports feed): the runtime's
 * hero then names fewer when it replaces this one. Without a seed (a brand on another platform)
 * this one names none, and the runtime adds the tagline and the art once the status has come.
 */
export function prerenderCategories(platform: PlatformSeed | undefined): GameCategory[] {
  const offered = new Set((platform?.vendors ?? []).map((v) => v.category));
  // Each category's route needs the games module and the module of the category's own id.
  const on = enabledModules(platform?.modules ?? []);
  return GAME_CATEGORIES.filter((c) => offered.has(c) && on.has(MODULE.games) && on.has(c));
}

/**
 * What `#root` holds in the home page's HTML (`/` and `/index`): the site's header bar with the
 * logo and the page frame around the runtime's hero, in the brand's default language, as a
 * visitor without a session sees it. React replaces it on its first render (createRoot clears
 * the container), so it carries no script and no handlers; the boxes match the runtime's so
 * nothing moves when that happens (e2e/first-paint.e2e.ts measures them).
 */
export function prerenderHomeRoot(
  brand: ResolvedBrand,
  platform: PlatformSeed | undefined,
): string {
  const language = LANGUAGES[brand.defaultLanguage];
  const dictionary = dictionaryOf(language.dictionary);
  const t: Translate = (key, params) => translate(dictionary, key, params);
  // Without its test ids: a test (or a script) waiting for the live hero must not find this
  // inert copy, whose buttons do nothing until React replaces it.
  const hero = withoutTestIds(
    renderToStaticMarkup(
      createElement(HeroView, {
        t,
        brandName: brand.name,
        heroImage: brand.theme.heroImage,
        categories: prerenderCategories(platform),
        locale: language.locale,
        guest: true,
        // Registration is a modal of every full site; a brand without it sees the runtime's hero.
        canRegister: true,
      }),
    ),
  );
  // By hand: React's server renderer would add a preload <link> for the <img> inside <body>.
  const logo =
    `<a href="/index" class="wl-logo" aria-label="${escapeHtml(t('header.logo', { brand: brand.name }))}">` +
    `<img src="${escapeHtml(brand.theme.logo)}" alt="${escapeHtml(brand.name)}" height="40"/></a>`;
  return (
    `<div class="wl-site wl-site--full wl-prerender" data-layout="full">` +
    `<header class="wl-header"><div class="wl-topbar"><div class="wl-topbar__inner">${logo}</div></div>` +
    // One empty tab: the nav bar's height comes from its tabs' own CSS (48 px), not a copy.
    `<nav class="wl-nav" aria-hidden="true"><ul class="wl-nav__list"><li class="wl-nav__item">` +
    `<span class="wl-nav__tab"></span></li></ul></nav></header>` +
    `<main id="content" class="wl-main"><div class="wl-home">${hero}</div></main></div>`
  );
}
