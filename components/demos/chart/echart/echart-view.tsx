'use client';

import { useEffect, useRef } from 'react';
import { cn } from '@/lib/utils';
import { useResizeCallback } from '../use-resize-observer';
import { echarts, type EChartsOption } from './echarts-core';

/** One ECharts instance on a div: options replace the previous ones, the container's size drives resize(). */
export function EChartView({ option, label, className }: { option: EChartsOption; label: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof echarts.init> | null>(null);
  useEffect(() => {
    if (!ref.current) return;
    const instance = echarts.init(ref.current, null, { renderer: 'canvas' });
    chart.current = instance;
    return () => {
      instance.dispose();
      chart.current = null;
    };
  }, []);
  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);
  useResizeCallback(ref, () => chart.current?.resize());
  return <div ref={ref} role="img" aria-label={label} data-testid="echart" className={cn('h-[280px] w-full', className)} />;
}
