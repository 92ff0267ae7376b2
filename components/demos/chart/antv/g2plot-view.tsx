'use client';

import { useEffect, useRef } from 'react';
import { cn } from '@/lib/utils';
import { useResizeCallback } from '../use-resize-observer';

/** What the view needs of a G2Plot class (Line, Pie, DualAxes, Gauge…). */
interface PlotInstance<O> {
  render(): void;
  update(options: Partial<O>): void;
  changeSize(width: number, height: number): void;
  destroy(): void;
}
type PlotClass<O> = new (container: HTMLElement, options: O) => PlotInstance<O>;

interface G2PlotViewProps<O extends object> {
  plot: PlotClass<O>;
  options: O;
  label: string;
  className?: string;
}

/**
 * One G2Plot chart on a div. New options (theme, language) update it in place; the size follows the
 * container through a ResizeObserver (autoFit is off so there is one resize path, not two).
 */
export function G2PlotView<O extends object>({ plot: PlotType, options, label, className }: G2PlotViewProps<O>) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<PlotInstance<O> | null>(null);
  const latest = useRef(options);
  const rendered = useRef<O | null>(null);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const instance = new PlotType(element, {
      ...latest.current,
      autoFit: false,
      width: element.clientWidth,
      height: element.clientHeight,
    });
    instance.render();
    chart.current = instance;
    rendered.current = latest.current;
    return () => {
      instance.destroy();
      chart.current = null;
    };
  }, [PlotType]);
  useEffect(() => {
    if (!chart.current || rendered.current === options) return;
    rendered.current = options;
    chart.current.update(options);
  }, [options]);
  useResizeCallback(ref, ({ width, height }) => {
    const instance = chart.current;
    if (instance && width > 0 && height > 0) instance.changeSize(Math.floor(width), Math.floor(height));
  });
  // G2Plot takes over the element it draws in, so the accessible name sits on a wrapper of its own.
  return (
    <div role="img" aria-label={label} data-testid="g2plot" className={cn('h-[280px] w-full', className)}>
      <div ref={ref} className="size-full" />
    </div>
  );
}
