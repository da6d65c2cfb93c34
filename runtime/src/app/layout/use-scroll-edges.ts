import { useCallback, useEffect, useState, type RefObject } from 'react';

const EDGE_SLACK = 8;

export interface ScrollEdges {
  /** Content hidden before the start edge (left, or right in a right-to-left language). */
  back: boolean;
  /** Content hidden past the end edge. */
  forward: boolean;
}

/**
 * Which ends of a sideways-scrolling strip hide content, kept current as it scrolls or
 * resizes, and a scroll by most of a screen in either direction. Works in both directions:
 * Chromium counts scrollLeft negative in a right-to-left strip.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>, content: unknown) {
  const [edges, setEdges] = useState<ScrollEdges>({ back: false, forward: false });

  useEffect(() => {
    const strip = ref.current;
    if (!strip) return;
    const update = () => {
      const scrolled = Math.abs(strip.scrollLeft);
      const room = strip.scrollWidth - strip.clientWidth;
      // A few pixels are the strip's padding that scroll snapping takes up, not hidden tabs.
      const back = scrolled > EDGE_SLACK;
      const forward = room - scrolled > EDGE_SLACK;
      setEdges((prev) =>
        prev.back === back && prev.forward === forward ? prev : { back, forward },
      );
    };
    update();
    strip.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(strip);
    return () => {
      strip.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ref, content]);

  const scroll = useCallback(
    (towards: 'back' | 'forward') => {
      const strip = ref.current;
      if (!strip) return;
      const rtl = getComputedStyle(strip).direction === 'rtl';
      const sign = (towards === 'forward' ? 1 : -1) * (rtl ? -1 : 1);
      strip.scrollBy({ left: sign * strip.clientWidth * 0.7, behavior: 'smooth' });
    },
    [ref],
  );

  return { edges, scroll };
}
