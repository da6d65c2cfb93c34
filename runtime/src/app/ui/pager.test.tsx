// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brandFixture, statusFixture } from '../../testing/fixtures.ts';
import { SiteProviders } from '../../testing/providers.tsx';
import { createSite } from '../site.tsx';
import { Pager, pagerItems } from './pager.tsx';
import { FEATURES } from '../../registry.ts';

afterEach(cleanup);

const show = (page: number, count: number) =>
  pagerItems(page, count)
    .map((item) => (typeof item === 'number' ? String(item) : '…'))
    .join(' ');

describe('pagerItems (spec §9: page range 3, margin pages 1)', () => {
  it('shows every page when they all fit', () => {
    expect(show(1, 1)).toBe('1');
    expect(show(2, 5)).toBe('1 2 3 4 5');
  });

  it('keeps three pages around the current one and one at each end, with gaps', () => {
    expect(show(5, 10)).toBe('1 … 4 5 6 … 10');
    expect(show(50, 100)).toBe('1 … 49 50 51 … 100');
  });

  it('keeps the window three pages wide at either end', () => {
    expect(show(1, 10)).toBe('1 2 3 … 10');
    expect(show(10, 10)).toBe('1 … 8 9 10');
  });

  it('shows a lone hidden page instead of a gap that would stand for it', () => {
    expect(show(4, 10)).toBe('1 2 3 4 5 … 10');
    expect(show(7, 10)).toBe('1 … 6 7 8 9 10');
  });

  it('names the gaps apart so both can be on screen at once', () => {
    expect(pagerItems(5, 10)).toEqual([1, 'gap-start', 4, 5, 6, 'gap-end', 10]);
    expect(pagerItems(1, 0)).toEqual([]);
  });
});

describe('Pager', () => {
  const site = createSite(brandFixture('aurora'), statusFixture('aurora'), FEATURES);
  const renderPager = (page: number, total: number, onPage = vi.fn()) => {
    render(
      <SiteProviders site={site}>
        <Pager page={page} pageSize={10} total={total} onPage={onPage} />
      </SiteProviders>,
    );
    return onPage;
  };

  it('marks the current page and moves with previous and next', () => {
    const onPage = renderPager(5, 100);
    expect(screen.getByTestId('pager-page-5').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('pager-page-4').getAttribute('aria-current')).toBeNull();
    expect(screen.queryByTestId('pager-page-3')).toBeNull();
    fireEvent.click(screen.getByTestId('pager-next'));
    fireEvent.click(screen.getByTestId('pager-prev'));
    fireEvent.click(screen.getByTestId('pager-page-10'));
    expect(onPage.mock.calls).toEqual([[6], [4], [10]]);
  });

  it('cannot go before the first or after the last page', () => {
    renderPager(1, 25);
    expect(screen.getByTestId('pager-prev')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('pager-next')).toHaveProperty('disabled', false);
    cleanup();
    renderPager(3, 25);
    expect(screen.getByTestId('pager-next')).toHaveProperty('disabled', true);
  });

  it('is not shown when everything fits on one page', () => {
    renderPager(1, 10);
    expect(screen.queryByTestId('pager')).toBeNull();
  });
});
