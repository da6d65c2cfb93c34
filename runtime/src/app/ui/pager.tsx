import { useT } from '../../i18n/i18n.tsx';
import './pager.css';

/** Spec §9 pagination: three pages around the current one, one at each end. */
export const PAGE_RANGE = 3;
export const MARGIN_PAGES = 1;

export type PagerItem = number | 'gap-start' | 'gap-end';

/**
 * The page numbers to show for `page` of `pageCount`, with a gap marker where pages are left
 * out. A gap that would hide a single page shows that page instead: "…" standing for one
 * number is no shorter than the number.
 */
export function pagerItems(
  page: number,
  pageCount: number,
  range = PAGE_RANGE,
  margin = MARGIN_PAGES,
): PagerItem[] {
  if (pageCount <= 0) return [];
  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(margin, pageCount); p++) shown.add(p);
  for (let p = Math.max(1, pageCount - margin + 1); p <= pageCount; p++) shown.add(p);
  // The window keeps its full width at either end instead of shrinking.
  let start = Math.max(1, page - Math.floor((range - 1) / 2));
  const end = Math.min(pageCount, start + range - 1);
  start = Math.max(1, end - range + 1);
  for (let p = start; p <= end; p++) shown.add(p);

  const items: PagerItem[] = [];
  let previous = 0;
  for (const p of [...shown].sort((a, b) => a - b)) {
    if (p - previous === 2) items.push(p - 1);
    else if (p - previous > 2) items.push(previous < page ? 'gap-start' : 'gap-end');
    items.push(p);
    previous = p;
  }
  return items;
}

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

function Chevron({ back }: { back?: boolean }) {
  // Drawn pointing along the reading direction; the CSS mirrors it in right-to-left pages.
  return (
    <svg
      className="wl-pager__chevron"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={back ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
    </svg>
  );
}

/** Previous, page numbers with gaps, next; nothing at all when everything fits on one page. */
export function Pager({ page, pageSize, total, onPage }: PagerProps) {
  const t = useT();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (pageCount <= 1) return null;
  return (
    <nav className="wl-pager" data-testid="pager" aria-label={t('pager.label')}>
      <button
        type="button"
        className="wl-pager__button"
        data-testid="pager-prev"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        aria-label={t('pager.previous')}
      >
        <Chevron back />
      </button>
      {pagerItems(page, pageCount).map((item) =>
        typeof item === 'number' ? (
          <button
            key={item}
            type="button"
            className="wl-pager__button"
            data-testid={`pager-page-${item}`}
            aria-current={item === page ? 'page' : undefined}
            aria-label={t('pager.page', { page: item })}
            onClick={() => item !== page && onPage(item)}
          >
            {item}
          </button>
        ) : (
          <span key={item} className="wl-pager__gap" aria-hidden="true">
            …
          </span>
        ),
      )}
      <button
        type="button"
        className="wl-pager__button"
        data-testid="pager-next"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
        aria-label={t('pager.next')}
      >
        <Chevron />
      </button>
    </nav>
  );
}
