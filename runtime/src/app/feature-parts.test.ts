import { describe, expect, it } from 'vitest';
import type { DictionaryPart } from '../i18n/dictionary-parts.ts';
import type { FeatureDescriptor, PageModule } from './feature.ts';
import { withDictionaryParts } from './feature-parts.ts';

const page: PageModule = { default: () => null };

describe('features with dictionary parts', () => {
  it('fetch their parts beside a page, and one loader shared by two routes stays one', async () => {
    const asked: (readonly DictionaryPart[])[] = [];
    const load = () => Promise.resolve(page);
    const feature: FeatureDescriptor = {
      id: 'sports',
      dictionaryParts: ['sports'],
      routes: [
        { path: '/sports', layout: 'full', titleKey: 'nav.home', load },
        { path: '/sport', layout: 'full', titleKey: 'nav.home', load },
      ],
    };
    const [wrapped] = withDictionaryParts([feature], async (parts) => void asked.push(parts));
    const [a, b] = wrapped?.routes ?? [];
    expect(a?.load).toBe(b?.load);
    expect(await a?.load()).toBe(page);
    expect(asked).toEqual([['sports']]);
  });

  it('leave a feature without parts as it is', () => {
    const feature: FeatureDescriptor = { id: 'home', routes: [] };
    expect(withDictionaryParts([feature], () => Promise.resolve())[0]).toBe(feature);
  });

  it('do not hold the first screen back: header actions and home sections load as they were', () => {
    const load = () => Promise.resolve({ default: () => null });
    const feature: FeatureDescriptor = {
      id: 'sports',
      dictionaryParts: ['sports'],
      routes: [],
      homeSections: [{ id: 'hot', order: 1, load }],
    };
    const [wrapped] = withDictionaryParts([feature], () => Promise.resolve());
    expect(wrapped?.homeSections?.[0]?.load).toBe(load);
  });
});
