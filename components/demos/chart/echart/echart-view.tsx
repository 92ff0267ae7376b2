'use client';

import { useEffect, useMemo, useRef } from 'react';
import { cn } from '@/lib/utils';
import { useElementSize } from '../use-resize-observer';
import { echarts, type EChartsOption } from './echarts-core';

/** Below this width (the chart's own: a phone, or a half-width card on a small screen) a chart may draw smaller. */
export const narrowChartWidth = 400;

/** An option, or one built for the chart's width: `narrow` below `narrowChartWidth` (rebuilt only when that flips). */
export type ChartOption = EChartsOption | ((narrow: boolean) => EChartsOption);

/** One ECharts instance on a div: options replace the previous ones, the container's size drives resize(). */
export function EChartView({ option, label, className }: { option: ChartOption; label: string; className?: string }) {
  const [ref, size] = useElementSize<HTMLDivElement>();
  const narrow = size.width > 0 && size.width < narrowChartWidth;
  const built = useMemo(() => (typeof option === 'function' ? option(narrow) : option), [option, narrow]);
  const chart = useRef<ReturnType<typeof echarts.init> | null>(null);
  useEffect(() => {
    if (!ref.current) return;
    const instance = echarts.init(ref.current, null, { renderer: 'canvas' });
    chart.current = instance;
    return () => {
      instance.dispose();
      chart.current = null;
    };
  }, [ref]);
  useEffect(() => {
    chart.current?.setOption(built, { notMerge: true });
  }, [built]);
  useEffect(() => {
    chart.current?.resize();
  }, [size]);
  return <div ref={ref} role="img" aria-label={label} data-testid="echart" className={cn('h-[280px] w-full', className)} />;
}
