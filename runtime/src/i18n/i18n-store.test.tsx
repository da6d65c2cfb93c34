// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../../contract/brand.ts';
import type { DictionaryPart } from './dictionary-parts.ts';
import { createDictionaryStore } from './dictionary-store.ts';
import { I18nProvider, useLanguage, useT } from './i18n.tsx';

afterEach(cleanup);

const WORDS: Record<string, Record<string, Record<string, string>>> = {
  EN: { core: { 'nav.home': 'Home' }, sports: { 'sports.team': 'Team' } },
  TH: { core: { 'nav.home': 'หน้าแรก' }, sports: { 'sports.team': 'ทีม' } },
};

function Words() {
  const t = useT();
  const [, setLanguage] = useLanguage();
  return (
    <>
      <p>
        {t('nav.home')} / {t('sports.team')}
      </p>
      <button type="button" onClick={() => setLanguage('TH')}>
        TH
      </button>
    </>
  );
}

describe('the provider with a dictionary in parts', () => {
  it('shows a part once it is fetched and switches language with every part fetched', async () => {
    const release: (() => void)[] = [];
    const store = createDictionaryStore(
      'EN',
      (language: LanguageCode, part: DictionaryPart) =>
        new Promise((resolve) => {
          const words = WORDS[language]?.[part] ?? {};
          if (language === 'EN') resolve(words);
          else release.push(() => resolve(words));
        }),
    );
    await store.ensure(['core']);
    render(
      <I18nProvider language="EN" store={store} persist={false}>
        <Words />
      </I18nProvider>,
    );
    expect(screen.getByText('Home / sports.team')).toBeTruthy();
    await act(() => store.ensure(['sports']));
    expect(screen.getByText('Home / Team')).toBeTruthy();

    act(() => screen.getByRole('button').click());
    // Thai core is not enough: the page shows sports words, so the switch waits for them too.
    await act(async () => release.shift()?.());
    expect(screen.getByText('Home / Team')).toBeTruthy();
    await act(async () => {
      for (const done of release.splice(0)) done();
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(screen.getByText('หน้าแรก / ทีม')).toBeTruthy();
  });
});
