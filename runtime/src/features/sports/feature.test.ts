import { describe, expect, it } from 'vitest';
import { createSite } from '../../app/site.tsx';
import { FEATURES } from '../../registry.ts';
import { brandFixture, statusFixture } from '../../testing/fixtures.ts';
import { statusWithout } from '../../testing/render-site.tsx';

const tabsOf = (brand: 'aurora' | 'lotus', status = statusFixture(brand)) =>
  createSite(brandFixture(brand), status, FEATURES).navTabs.map((t) => t.path);

describe('the sports books in the nav (spec §2.2)', () => {
  it('shows sports, e-sports and cockfighting where the brand has their vendors', () => {
    expect(tabsOf('aurora')).toEqual(expect.arrayContaining(['/sports', '/esports', '/cockfight']));
  });

  it('has no cockfight tab when the COCKFIGHT module is off', () => {
    const tabs = tabsOf('aurora', statusWithout(['COCKFIGHT']));
    expect(tabs).not.toContain('/cockfight');
    expect(tabs).toContain('/sports');
  });

  it('has no cockfight tab on lotus, which has no cockfighting vendor', () => {
    expect(tabsOf('lotus')).not.toContain('/cockfight');
  });

  it('serves the sports lobby at /sport and /esports with the register prompt', () => {
    const site = createSite(brandFixture('aurora'), statusFixture('aurora'), FEATURES);
    const route = (path: string) => site.routes.find((r) => r.path === path);
    expect(route('/sport')?.registerPrompt).toBe(true);
    expect(route('/esports')?.registerPrompt).toBe(true);
    expect(route('/cockfight')).toBeTruthy();
  });
});
