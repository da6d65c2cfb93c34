import type { BrandConfig } from './generated/brand.ts';

/**
 * The brand theme as CSS custom properties. The generator inlines them into index.html,
 * Storybook applies them per brand, so components only ever read `var(--wl-…)`.
 */
export function themeVariables(theme: BrandConfig['theme']): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [name, value] of Object.entries(theme.colors)) {
    vars[`--wl-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`] = value;
  }
  vars['--wl-font-body'] = theme.fonts.body;
  vars['--wl-font-heading'] = theme.fonts.heading;
  vars['--wl-radius'] = theme.radius ?? '8px';
  return vars;
}

export function themeCss(theme: BrandConfig['theme']): string {
  const body = Object.entries(themeVariables(theme))
    .map(([k, v]) => `${k}:${v}`)
    .join(';');
  return `:root{${body}}`;
}
