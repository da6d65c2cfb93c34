import { describe, expect, it } from 'vitest';
import { readSchema } from './schemas.ts';
import { findByDef, setAt } from './schema-walk.ts';

const schema = readSchema('brand');
const brand = {
  chatHeaderColor: '#123456',
  theme: {
    colors: { primary: '#fff', text: '#000' },
    logo: 'assets/logo.svg',
    favicon: 'assets/fav.svg',
    footerLogo: 'assets/logo-light.svg',
  },
  footer: {
    text: { EN: 'hi' },
    sponsors: [
      { name: 'A', logo: 'assets/a.svg' },
      { name: 'B', logo: 'assets/b.svg' },
    ],
  },
};

describe('findByDef', () => {
  it('finds every asset path, including ones inside arrays, with their pointers', () => {
    expect(findByDef(schema, brand, 'AssetPath')).toEqual([
      { pointer: '/theme/logo', value: 'assets/logo.svg' },
      { pointer: '/theme/footerLogo', value: 'assets/logo-light.svg' },
      { pointer: '/theme/favicon', value: 'assets/fav.svg' },
      { pointer: '/footer/sponsors/0/logo', value: 'assets/a.svg' },
      { pointer: '/footer/sponsors/1/logo', value: 'assets/b.svg' },
    ]);
  });

  it('finds colours and localized texts by their definitions', () => {
    expect(findByDef(schema, brand, 'Color').map((f) => f.pointer)).toEqual([
      '/chatHeaderColor',
      '/theme/colors/primary',
      '/theme/colors/text',
    ]);
    expect(findByDef(schema, brand, 'LocalizedText')).toEqual([
      { pointer: '/footer/text', value: { EN: 'hi' } },
    ]);
  });

  it('skips fields the document leaves out', () => {
    expect(findByDef(schema, { theme: { logo: 'assets/x.svg' } }, 'AssetPath')).toHaveLength(1);
  });
});

describe('setAt', () => {
  it('replaces the value a pointer names, leaving the rest alone', () => {
    const copy = structuredClone(brand);
    setAt(copy, '/footer/sponsors/1/logo', '/brand/b.1234abcd.svg');
    expect(copy.footer.sponsors[1]?.logo).toBe('/brand/b.1234abcd.svg');
    expect(copy.footer.sponsors[0]?.logo).toBe('assets/a.svg');
  });
});
