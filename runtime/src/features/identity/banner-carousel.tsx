import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { banners as bannersEndpoint, type Banner } from '../../../../contract/content.ts';
import { localized, type LanguageCode } from '../../../../contract/brand.ts';
import { useQuery } from '../../app/api/query.ts';
import { useSite } from '../../app/site.tsx';
import { useLanguage, useT } from '../../i18n/i18n.tsx';
import './banner-carousel.css';

/** Spec §4 / §9: autoplay every 5000 ms, and only with 2 or more banners. */
export const BANNER_AUTOPLAY_MS = 5000;

const NO_BANNERS: readonly Banner[] = [];

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The banners of one group; nothing while loading or when the call fails. */
export function useBanners(group: string): readonly Banner[] {
  return useQuery(bannersEndpoint, { group }).value ?? NO_BANNERS;
}

/** A compact carousel of a banner group (spec §2.3 w_reg); renders nothing without banners. */
export function BannerCarousel({ group }: { group: string }) {
  const list = useBanners(group);
  return list.length === 0 ? null : <BannerSlides banners={list} />;
}

export function BannerSlides({ banners }: { banners: readonly Banner[] }) {
  const t = useT();
  const [language] = useLanguage();
  const { brand } = useSite();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const swipeFrom = useRef<number | null>(null);
  const count = banners.length;
  const current = Math.min(index, count - 1);

  useEffect(() => {
    if (count < 2 || paused || prefersReducedMotion()) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), BANNER_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [count, paused]);

  const go = (step: number) => setIndex((i) => (i + step + count) % count);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') go(document.dir === 'rtl' ? -1 : 1);
    else if (e.key === 'ArrowLeft') go(document.dir === 'rtl' ? 1 : -1);
  };
  const onPointerUp = (e: PointerEvent) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from === null || Math.abs(e.clientX - from) < 40) return;
    go(e.clientX < from ? 1 : -1);
  };
  const text = (value: Banner['title'] | undefined) =>
    localized(value as Partial<Record<LanguageCode, string>>, language, brand.defaultLanguage);
  const banner = banners[current];
  if (!banner) return null;

  return (
    <section
      className="wl-banners"
      aria-roledescription="carousel"
      data-testid="banner-carousel"
      tabIndex={0}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={(e) => {
        swipeFrom.current = e.clientX;
      }}
      onPointerUp={onPointerUp}
    >
      <div
        className="wl-banners__slide"
        aria-roledescription="slide"
        aria-live={paused ? 'polite' : 'off'}
        data-banner-id={banner.bannerId}
        style={banner.image ? { backgroundImage: `url("${banner.image}")` } : undefined}
      >
        <strong className="wl-banners__title">{text(banner.title)}</strong>
        {banner.subtitle && <span className="wl-banners__subtitle">{text(banner.subtitle)}</span>}
      </div>
      {count > 1 && (
        <div className="wl-banners__dots">
          {banners.map((b, i) => (
            <button
              key={b.bannerId}
              type="button"
              className="wl-banners__dot"
              aria-label={t('banner.slide', { n: i + 1, total: count })}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
