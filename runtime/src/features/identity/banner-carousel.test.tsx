// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Banner } from '../../../../contract/content.ts';
import { configureCall } from '../../app/api/call.ts';
import { createSite } from '../../app/site.tsx';
import { brandFixture, statusFixture } from '../../testing/fixtures.ts';
import { fakePlatform, ok } from '../../testing/fake-platform.ts';
import { SiteProviders } from '../../testing/providers.tsx';
import { BANNER_AUTOPLAY_MS, BannerCarousel, BannerSlides } from './banner-carousel.tsx';
import { FEATURES } from '../../registry.ts';

const banner = (id: string, en: string): Banner => ({
  bannerId: id,
  groupName: 'w_reg',
  title: { EN: en, TH: `TH ${en}` },
  subtitle: { EN: `${en} details` },
  linkageType: 'none',
});
const three = [banner('a', 'First'), banner('b', 'Second'), banner('c', 'Third')];

const site = () => createSite(brandFixture('aurora'), statusFixture('aurora'), FEATURES);
const slides = (banners: Banner[]) =>
  render(
    <SiteProviders site={site()}>
      <BannerSlides banners={banners} />
    </SiteProviders>,
  );
const shown = () =>
  screen
    .getByTestId('banner-carousel')
    .querySelector('[data-banner-id]')
    ?.getAttribute('data-banner-id');

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the banner carousel', () => {
  it('moves to the next banner every 5 seconds with 2 or more banners, and loops', () => {
    slides(three);
    expect(shown()).toBe('a');
    expect(screen.getByText('First')).toBeTruthy();
    act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS - 1));
    expect(shown()).toBe('a');
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe('b');
    act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS * 2));
    expect(shown()).toBe('a');
  });

  it('does not play with a single banner and shows no dots', () => {
    slides([banner('a', 'First')]);
    act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS * 3));
    expect(shown()).toBe('a');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('pauses while hovered and moves with the arrow keys and the dots', () => {
    slides(three);
    const carousel = screen.getByTestId('banner-carousel');
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS * 2));
    expect(shown()).toBe('a');
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(shown()).toBe('b');
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    expect(shown()).toBe('c');
    const [, second] = screen.getAllByRole('button');
    if (!second) throw new Error('no second dot');
    fireEvent.click(second);
    expect(shown()).toBe('b');
  });

  it('does not play for someone who prefers reduced motion, nor while focused', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    try {
      slides(three);
      act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS * 2));
      expect(shown()).toBe('a');
    } finally {
      vi.unstubAllGlobals();
    }
    cleanup();
    slides(three);
    fireEvent.focus(screen.getByTestId('banner-carousel'));
    act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS * 2));
    expect(shown()).toBe('a');
  });

  it('renders nothing when the group has no banners', async () => {
    const platform = fakePlatform({ 'GET /wps/content/banners': () => ok([]) });
    configureCall({ apiBase: '', merchant: 'AURORA01', language: 'EN', fetch: platform.fetch });
    const { container } = render(
      <SiteProviders site={site()}>
        <BannerCarousel group="w_reg" />
      </SiteProviders>,
    );
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(container.querySelector('.wl-banners')).toBeNull();
  });
});
