'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { ChartSection } from '../chart-section';

interface LazySectionProps {
  id: string;
  title: string;
  description?: string;
  cards: number;
  children: ReactNode;
}

/**
 * A gallery section whose charts mount when it comes near the viewport: thirty Recharts charts
 * mounting at once block the main thread for a long moment; a section at a time does not.
 */
export function LazySection({ id, title, description, cards, children }: LazySectionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={ref}>
      <ChartSection id={id} title={title} description={description}>
        {near
          ? children
          : Array.from({ length: cards }, (_, i) => <Skeleton key={i} className="h-[400px] rounded-xl" aria-hidden />)}
      </ChartSection>
    </div>
  );
}
