// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { brandFixture, statusFixture } from '../../testing/fixtures.ts';
import { fakePlatform, ok } from '../../testing/fake-platform.ts';
import { SiteProviders } from '../../testing/providers.tsx';
import { configureCall } from '../../app/api/call.ts';
import { bonusPromptAtom } from './bonus-prompt-atom.ts';
import { createSite } from '../../app/site.tsx';
import { BonusPrompt } from './bonus-prompt.tsx';
import { FEATURES } from '../../registry.ts';

afterEach(cleanup);

function setup(brand: 'aurora' | 'lotus' = 'lotus') {
  const platform = fakePlatform({ 'PUT /wps/member/contact': () => ok({ saved: true }) });
  configureCall({ apiBase: '', merchant: 'LOTUSVN', language: 'EN', fetch: platform.fetch });
  const store = createStore();
  store.set(bonusPromptAtom, true);
  render(
    <SiteProviders
      site={createSite(brandFixture(brand), statusFixture(brand), FEATURES)}
      store={store}
    >
      <BonusPrompt />
    </SiteProviders>,
  );
  return { platform, store };
}

describe('the bonus prompt', () => {
  it('offers the brand’s own bonus, in the brand’s currency and the page’s language', () => {
    setup('lotus');
    expect(screen.getByTestId('bonus-offer').textContent).toBe(
      'Send us your Zalo or WhatsApp ID to get a welcome bonus of up to 131,000 ₫.',
    );
  });

  it('is not shown on a brand that offers no contact bonus', () => {
    setup('aurora');
    expect(screen.queryByTestId('bonus-prompt')).toBeNull();
  });

  it('refuses an invalid ID without calling the platform', () => {
    const { platform } = setup();
    fireEvent.click(screen.getByLabelText('WhatsApp'));
    fireEvent.change(screen.getByPlaceholderText('Your ID'), { target: { value: '+84 90' } });
    fireEvent.click(screen.getByText('Save'));
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid ID');
    expect(platform.calls).toHaveLength(0);
  });

  it('saves a Zalo ID and says the operator will get in touch', async () => {
    const { platform } = setup();
    fireEvent.change(screen.getByPlaceholderText('Your ID'), { target: { value: ' an.nguyen ' } });
    fireEvent.click(screen.getByText('Save'));
    expect((await screen.findByTestId('bonus-saved')).textContent).toBe(
      "We'll contact you about your bonus",
    );
    expect(platform.calls[0]?.body).toEqual({ zalo: 'an.nguyen' });
  });

  it('closes on Not now', () => {
    const { store } = setup();
    fireEvent.click(screen.getByText('Not now'));
    expect(store.get(bonusPromptAtom)).toBe(false);
    expect(screen.queryByTestId('bonus-prompt')).toBeNull();
  });
});
