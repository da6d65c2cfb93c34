// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../../../contract/boot.ts';
import { LanguageSwitch } from '../app/layout/language-switch.tsx';
import { createSite } from '../app/site.tsx';
import { brandFixture, statusFixture } from '../testing/fixtures.ts';
import { SiteProviders } from '../testing/providers.tsx';
import { loadDictionary } from './full-dictionaries.ts';
import { pickInitialLanguage, translate, useT } from './i18n.tsx';
import { FEATURES } from '../registry.ts';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const aurora = brandFixture('aurora');

function Title() {
  const t = useT();
  return <h1>{t('home.welcome', { brand: 'Aurora' })}</h1>;
}

describe('choosing the language at start', () => {
  it('takes the stored language when the brand offers it', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'TH');
    expect(pickInitialLanguage(aurora, localStorage)).toBe('TH');
  });

  it('falls back to the brand default for a stored language the brand does not offer', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'JA');
    expect(pickInitialLanguage(aurora, localStorage)).toBe('EN');
    expect(pickInitialLanguage(brandFixture('lotus'), localStorage)).toBe('VI');
  });

  it('falls back to the brand default for garbage and for no storage at all', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, '<script>');
    expect(pickInitialLanguage(aurora, localStorage)).toBe('EN');
    expect(pickInitialLanguage(aurora, undefined)).toBe('EN');
  });
});

describe('translate', () => {
  it('fills {params} and leaves unknown ones visible', () => {
    expect(translate({ a: 'Hi {name}, {x}' }, 'a', { name: 'Ann' })).toBe('Hi Ann, {x}');
  });
});

describe('the language switch', () => {
  it('changes the text, stores the choice and turns the page right to left for Urdu', async () => {
    const site = createSite(aurora, statusFixture('aurora'), FEATURES);
    render(
      <SiteProviders site={site} persist>
        <LanguageSwitch />
        <Title />
      </SiteProviders>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Welcome to Aurora');
    fireEvent.change(screen.getByTestId('language-switch'), { target: { value: 'UR' } });
    expect(await screen.findByText('Aurora میں خوش آمدید')).toBeTruthy();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('UR');
    // The document's direction is set by an effect after the new text commits: wait for it.
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ur-PK');
    // A reload starts in the stored language.
    expect(pickInitialLanguage(aurora, localStorage)).toBe('UR');
  });

  it('offers exactly the brand languages, by their own names', () => {
    const site = createSite(brandFixture('lotus'), statusFixture('lotus'), FEATURES);
    render(
      <SiteProviders site={site} language="VI">
        <LanguageSwitch />
      </SiteProviders>,
    );
    const options = [...screen.getByTestId('language-switch').querySelectorAll('option')];
    expect(options.map((o) => o.value)).toEqual(['VI', 'EN', 'TH', 'CN']);
    expect(options[0]?.textContent).toBe('Tiếng Việt');
  });
});

describe('dictionaries', () => {
  it('load lazily per language, KR sharing the Korean dictionary', async () => {
    expect((await loadDictionary('KR'))['nav.home']).toBe((await loadDictionary('KO'))['nav.home']);
    expect((await loadDictionary('CN'))['nav.home']).toBe('首页');
  });
});
