import { useEffect, useState } from 'react';

/**
 * Whether an element's content is wider than its box (it scrolls sideways), kept current as either
 * changes size (a window resized, rows loaded). False until measured.
 */
export function useOverflows(element: HTMLElement | null): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [element]);
  return overflows;
}
