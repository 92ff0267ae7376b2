'use client';

import { useEffect, useRef, type RefObject } from 'react';

/** Calls `onResize` whenever the element's box changes (window resize, sidebar collapse, layout). */
export function useResizeObserver(ref: RefObject<HTMLElement | null>, onResize: (width: number, height: number) => void) {
  const latest = useRef(onResize);
  useEffect(() => {
    latest.current = onResize;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) latest.current(entry.contentRect.width, entry.contentRect.height);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
}
