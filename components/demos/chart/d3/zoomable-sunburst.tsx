'use client';

import { arc, hierarchy, interpolate, partition, select, transition, type HierarchyRectangularNode } from 'd3';
import { useEffect, useRef } from 'react';
import { prefersReducedMotion } from '@/components/demos/reduced-motion';
import { storage, type StorageNode } from './sunburst-data';

type Node = HierarchyRectangularNode<StorageNode>;
interface Rect {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

const size = 600;
const radius = size / 6;
const arcVisible = (d: Rect) => d.y1 <= 3 && d.y0 >= 1 && d.x1 > d.x0;
const labelVisible = (d: Rect) => d.y1 <= 3 && d.y0 >= 1 && (d.y1 - d.y0) * (d.x1 - d.x0) > 0.03;
function labelTransform(d: Rect) {
  const x = (((d.x0 + d.x1) / 2) * 180) / Math.PI;
  const y = ((d.y0 + d.y1) / 2) * radius;
  return `rotate(${x - 90}) translate(${y},0) rotate(${x < 180 ? 0 : 180})`;
}
const topLevel = (d: Node) => {
  let node = d;
  while (node.depth > 1 && node.parent) node = node.parent;
  return node;
};

/**
 * A zoomable sunburst (after Observable's): click a ring to zoom into it, the centre to zoom out.
 * The SVG scales with its viewBox, so it follows the container's width.
 */
export function ZoomableSunburst({ name, totalLabel }: { name: (key: string) => string; totalLabel: (mb: number) => string }) {
  const svgRef = useRef<SVGSVGElement>(null);
  useEffect(() => {
    if (!svgRef.current) return;
    const svg = select(svgRef.current);
    svg.selectAll('*').remove();
    const tree = hierarchy(storage)
      .sum((d) => d.value ?? 0)
      .sort((a, b) => (b.value ?? 0) - (a.value ?? 0));
    const root = partition<StorageNode>().size([2 * Math.PI, tree.height + 1])(tree);
    const current = new Map<Node, Rect>(root.descendants().map((d) => [d, { x0: d.x0, x1: d.x1, y0: d.y0, y1: d.y1 }]));
    const target = new Map<Node, Rect>();
    const rect = (d: Node) => current.get(d) ?? d;
    const shape = arc<Rect>()
      .startAngle((d) => d.x0)
      .endAngle((d) => d.x1)
      .padAngle((d) => Math.min((d.x1 - d.x0) / 2, 0.005))
      .padRadius(radius * 1.5)
      .innerRadius((d) => d.y0 * radius)
      .outerRadius((d) => Math.max(d.y0 * radius, d.y1 * radius - 1));
    const label = (d: Node) => (d.children ? name(d.data.key) : d.data.key);
    const colour = (d: Node) => `var(--chart-${((topLevel(d).parent?.children?.indexOf(topLevel(d)) ?? 0) % 5) + 1})`;

    const g = svg.append('g');
    const path = g
      .selectAll<SVGPathElement, Node>('path')
      .data(root.descendants().slice(1))
      .join('path')
      .attr('fill', colour)
      .attr('fill-opacity', (d) => (arcVisible(rect(d)) ? (d.children ? 0.85 : 0.55) : 0))
      .attr('pointer-events', (d) => (arcVisible(rect(d)) ? 'auto' : 'none'))
      .attr('d', (d) => shape(rect(d)));
    path.append('title').text((d) => `${d.ancestors().slice(0, -1).reverse().map(label).join(' / ')}\n${totalLabel(d.value ?? 0)}`);

    const text = g
      .append('g')
      .attr('pointer-events', 'none')
      .attr('text-anchor', 'middle')
      .style('user-select', 'none')
      .selectAll<SVGTextElement, Node>('text')
      .data(root.descendants().slice(1))
      .join('text')
      .attr('dy', '0.35em')
      .attr('font-size', 15)
      .attr('fill', 'var(--foreground)')
      .attr('fill-opacity', (d) => +labelVisible(rect(d)))
      .attr('transform', (d) => labelTransform(rect(d)))
      .text(label);

    const centre = g.append('g').attr('pointer-events', 'none').attr('text-anchor', 'middle');
    const centreName = centre.append('text').attr('dy', '-0.2em').attr('font-size', 22).attr('font-weight', 600).attr('fill', 'var(--foreground)');
    const centreValue = centre.append('text').attr('dy', '1.2em').attr('font-size', 16).attr('fill', 'var(--muted-foreground)');
    const showCentre = (p: Node) => {
      centreName.text(label(p));
      centreValue.text(totalLabel(p.value ?? 0));
    };
    showCentre(root);

    const parent = g.append('circle').datum(root).attr('r', radius).attr('fill', 'none').attr('pointer-events', 'all').style('cursor', 'pointer');

    function clicked(_event: unknown, p: Node) {
      parent.datum(p.parent ?? root);
      showCentre(p);
      root.each((d) =>
        target.set(d, {
          x0: Math.max(0, Math.min(1, (d.x0 - p.x0) / (p.x1 - p.x0))) * 2 * Math.PI,
          x1: Math.max(0, Math.min(1, (d.x1 - p.x0) / (p.x1 - p.x0))) * 2 * Math.PI,
          y0: Math.max(0, d.y0 - p.depth),
          y1: Math.max(0, d.y1 - p.depth),
        }),
      );
      const goal = (d: Node) => target.get(d) ?? rect(d);
      // d3.transition (not svg.transition): d3 is side-effect free, so an export of d3-transition must be
      // used for the bundle to keep the module that adds selection.transition().
      const zoom = transition().duration(prefersReducedMotion() ? 0 : 750);
      path
        .transition(zoom)
        .tween('data', (d) => {
          const i = interpolate(rect(d), goal(d));
          return (time) => void current.set(d, i(time));
        })
        .filter(function (d) {
          return Number(this.getAttribute('fill-opacity')) > 0 || arcVisible(goal(d));
        })
        .attr('fill-opacity', (d) => (arcVisible(goal(d)) ? (d.children ? 0.85 : 0.55) : 0))
        .attr('pointer-events', (d) => (arcVisible(goal(d)) ? 'auto' : 'none'))
        .attrTween('d', (d) => () => shape(rect(d)) ?? '');
      text
        .filter(function (d) {
          return Number(this.getAttribute('fill-opacity')) > 0 || labelVisible(goal(d));
        })
        .transition(zoom)
        .attr('fill-opacity', (d) => +labelVisible(goal(d)))
        .attrTween('transform', (d) => () => labelTransform(rect(d)));
    }
    path.filter((d) => Boolean(d.children)).style('cursor', 'pointer').on('click', clicked);
    parent.on('click', clicked);
  }, [name, totalLabel]);

  return (
    <svg
      ref={svgRef}
      data-testid="d3-sunburst"
      viewBox={`${-size / 2} ${-size / 2} ${size} ${size}`}
      className="mx-auto block aspect-square w-full max-w-[420px]"
    />
  );
}
