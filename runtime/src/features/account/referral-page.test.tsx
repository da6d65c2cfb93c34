// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureCall } from '../../app/api/call.ts';
import { createSite } from '../../app/site.tsx';
import en from '../../i18n/dictionaries/en.json';
import { brandFixture, statusFixture } from '../../testing/fixtures.ts';
import { fakePlatform, ok } from '../../testing/fake-platform.ts';
import { SiteProviders } from '../../testing/providers.tsx';
import ReferralPage from './referral-page.tsx';
import { FEATURES } from '../../registry.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('referral (spec §2.4)', () => {
  it('shows the code, the link built on this origin, and copies the link', async () => {
    const platform = fakePlatform({
      'GET /wps/member/referral': (_body, url) =>
        ok({
          code: 'LUCKY8',
          link: `${url.searchParams.get('origin') ?? ''}/register?referralCode=LUCKY8`,
          invited: 3,
        }),
    });
    configureCall({ apiBase: '', merchant: 'AURORA01', language: 'EN', fetch: platform.fetch });
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(
      <SiteProviders
        site={createSite(brandFixture('aurora'), statusFixture('aurora'), FEATURES)}
        store={createStore()}
      >
        <ReferralPage />
      </SiteProviders>,
    );
    expect((await screen.findByTestId('referral-code')).textContent).toBe('LUCKY8');
    const link = (screen.getByTestId('referral-link') as HTMLInputElement).value;
    expect(link).toBe(`${location.origin}/register?referralCode=LUCKY8`);
    expect(screen.getByText('Friends registered with your code: 3')).toBeTruthy();
    fireEvent.click(screen.getByTestId('referral-copy'));
    // The live region is always there (so screen readers hear it change); wait for the words.
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(en['referral.copied']));
    expect(writeText).toHaveBeenCalledWith(link);
  });
});
