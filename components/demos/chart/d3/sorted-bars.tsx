'use client';

import { axisBottom, axisLeft, max, scaleBand, scaleLinear, select, transition, type Selection } from 'd3';
import { Shuffle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { seededRandom } from '../demo-data';
import { prefersReducedMotion } from '@/components/demos/reduced-motion';
import { useElementSize } from '../use-resize-observer';
import { fittingTicks } from './ticks';

export type BarOrder = 'month' | 'asc' | 'desc';
const orders: BarOrder[] = ['month', 'desc', 'asc'];
const height = 300;
const margin = { top: 24, right: 8, bottom: 28, left: 40 };
const next = seededRandom(5);
const randomValues = () => Array.from({ length: 12 }, () => Math.round(20 + next() * 180));
const initial = randomValues();

function layer(svg: Selection<SVGSVGElement, unknown, null, undefined>, name: string) {
  const found = svg.select<SVGGElement>(`g.${name}`);
  return found.empty() ? svg.append('g').attr('class', name) : found;
}

interface SortedBarsProps {
  months: string[];
  orderLabel: (order: BarOrder) => string;
  shuffleLabel: string;
}

/** Bars that re-sort and take new values with transitions; the width follows the container. */
export function SortedBars({ months, orderLabel, shuffleLabel }: SortedBarsProps) {
  const [values, setValues] = useState(initial);
  const [order, setOrder] = useState<BarOrder>('month');
  const [box, { width }] = useElementSize<HTMLDivElement>();
  const svgRef = useRef<SVGSVGElement>(null);
  const drawnWidth = useRef(0);

  useEffect(() => {
    if (!svgRef.current || width === 0) return;
    const svg = select(svgRef.current);
    // A resize redraws at once; a new order or new values animate.
    const duration = drawnWidth.current === width && !prefersReducedMotion() ? 750 : 0;
    drawnWidth.current = width;
    const data = values.map((value, i) => ({ i, value }));
    const sorted = [...data].sort((a, b) => (order === 'asc' ? a.value - b.value : order === 'desc' ? b.value - a.value : a.i - b.i));
    // One transition for every layer (d3.transition also keeps d3-transition in the bundle: d3 is
    // marked side-effect free, and selection.transition() is a side effect of that module).
    const animated = transition().duration(duration);
    const x = scaleBand<number>().domain(sorted.map((d) => d.i)).range([margin.left, width - margin.right]).padding(0.2);
    const y = scaleLinear().domain([0, max(values) ?? 1]).nice().range([height - margin.bottom, margin.top]);

    const gridLayer = layer(svg, 'grid');
    gridLayer
      .attr('transform', `translate(${margin.left},0)`)
      .transition(animated)
      .call(axisLeft(y).ticks(5).tickSize(-(width - margin.left - margin.right)).tickFormat(() => ''));
    gridLayer.select('.domain').remove();
    gridLayer.selectAll('line').attr('stroke', 'var(--border)').attr('stroke-dasharray', '3 3');

    const yAxis = layer(svg, 'y-axis');
    yAxis.attr('transform', `translate(${margin.left},0)`).transition(animated).call(axisLeft(y).ticks(5).tickSize(0).tickPadding(8));
    const xAxis = layer(svg, 'x-axis');
    xAxis
      .attr('transform', `translate(0,${height - margin.bottom})`)
      .transition(animated)
      .call(axisBottom(x).tickValues(fittingTicks(x.domain(), x.step())).tickSize(0).tickPadding(10).tickFormat((i) => months[i] ?? ''));
    for (const axis of [xAxis, yAxis]) {
      axis.select('.domain').remove();
      axis.selectAll('text').attr('fill', 'var(--muted-foreground)').attr('font-size', 11);
    }

    layer(svg, 'bars')
      .selectAll<SVGRectElement, (typeof data)[number]>('rect')
      .data(data, (d) => d.i)
      .join((enter) =>
        enter
          .append('rect')
          .attr('x', (d) => x(d.i) ?? 0)
          .attr('y', y(0))
          .attr('height', 0)
          .attr('rx', 4)
          .attr('fill', 'var(--chart-1)'),
      )
      .transition(animated)
      .attr('x', (d) => x(d.i) ?? 0)
      .attr('width', x.bandwidth())
      .attr('y', (d) => y(d.value))
      .attr('height', (d) => y(0) - y(d.value));

    layer(svg, 'values')
      .selectAll<SVGTextElement, (typeof data)[number]>('text')
      .data(data, (d) => d.i)
      .join((enter) => enter.append('text').attr('text-anchor', 'middle').attr('font-size', 11).attr('fill', 'var(--foreground)').attr('y', y(0)))
      .text((d) => d.value)
      .transition(animated)
      .attr('x', (d) => (x(d.i) ?? 0) + x.bandwidth() / 2)
      .attr('y', (d) => y(d.value) - 6)
      .attr('opacity', x.bandwidth() < 22 ? 0 : 1);
  }, [values, order, width, months]);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        {orders.map((o) => (
          <Button key={o} size="sm" variant={o === order ? 'default' : 'outline'} aria-pressed={o === order} onClick={() => setOrder(o)}>
            {orderLabel(o)}
          </Button>
        ))}
        <Button size="sm" variant="ghost" className="ml-auto" onClick={() => setValues(randomValues())}>
          <Shuffle aria-hidden />
          {shuffleLabel}
        </Button>
      </div>
      <div ref={box} className="w-full">
        <svg ref={svgRef} data-testid="d3-bars" width="100%" height={height} />
      </div>
    </div>
  );
}
