'use client';

import { drag, forceCollide, forceLink, forceManyBody, forceSimulation, forceX, forceY, select, type Simulation } from 'd3';
import { useEffect, useRef } from 'react';
import { useElementSize } from '../use-resize-observer';
import { buildGraph, teamKeys, type GraphLink, type GraphNode } from './force-graph-data';

const height = 360;

/** Where each team gathers: evenly round an ellipse that fills the view. */
function clusterForces(team: (n: GraphNode) => number, view: { w: number; h: number }) {
  const angle = (n: GraphNode) => (team(n) / teamKeys.length) * 2 * Math.PI - Math.PI / 2;
  return {
    x: forceX<GraphNode>((n) => Math.cos(angle(n)) * view.w * 0.28).strength(0.12),
    y: forceY<GraphNode>((n) => Math.sin(angle(n)) * view.h * 0.26).strength(0.12),
  };
}
const byTeam = (n: GraphNode) => n.team;
const radius = (n: GraphNode) => (n.member === 0 ? 12 : 6);
const color = (n: GraphNode) => `var(--chart-${(n.team % 5) + 1})`;

/** A force-directed graph of teams; nodes can be dragged, the view keeps the container's width. */
export function ForceGraph({ teams, memberLabel }: { teams: string[]; memberLabel: (team: string, n: number) => string }) {
  const [box, { width }] = useElementSize<HTMLDivElement>();
  const svgRef = useRef<SVGSVGElement>(null);
  const w = Math.max(width, 200);
  const bounds = useRef({ w, h: height });
  const simulationRef = useRef<Simulation<GraphNode, GraphLink> | null>(null);
  useEffect(() => {
    bounds.current = { w, h: height };
    const simulation = simulationRef.current;
    if (!simulation) return;
    // Spread the teams over the new width and let the nodes settle.
    const { x, y } = clusterForces(byTeam, bounds.current);
    simulation.force('x', x).force('y', y).alpha(0.3).restart();
  }, [w]);

  useEffect(() => {
    if (!svgRef.current) return;
    const svg = select(svgRef.current);
    svg.selectAll('*').remove();
    const { nodes, links } = buildGraph();
    const simulation = forceSimulation<GraphNode>(nodes)
      .force(
        'link',
        forceLink<GraphNode, GraphLink>(links)
          .id((d) => d.id)
          .distance((l) => (l.strong ? 32 : 120))
          .strength((l) => (l.strong ? 0.6 : 0.01)),
      )
      .force('charge', forceManyBody<GraphNode>().strength((n) => (n.member === 0 ? -160 : -40)))
      .force('collide', forceCollide<GraphNode>((n) => radius(n) + 2))
      .force('x', clusterForces(byTeam, bounds.current).x)
      .force('y', clusterForces(byTeam, bounds.current).y);

    const link = svg
      .append('g')
      .attr('stroke', 'var(--muted-foreground)')
      .selectAll('line')
      .data(links)
      .join('line')
      .attr('stroke-opacity', (l) => (l.strong ? 0.45 : 0.2))
      .attr('stroke-dasharray', (l) => (l.strong ? null : '3 3'));
    const node = svg
      .append('g')
      .selectAll<SVGCircleElement, GraphNode>('circle')
      .data(nodes)
      .join('circle')
      .attr('r', radius)
      .attr('fill', color)
      .attr('stroke', 'var(--card)')
      .attr('stroke-width', 1.5)
      .attr('class', 'cursor-grab active:cursor-grabbing');
    node.append('title').text((n) => (n.member === 0 ? (teams[n.team] ?? '') : memberLabel(teams[n.team] ?? '', n.member)));
    const label = svg
      .append('g')
      .attr('pointer-events', 'none')
      .selectAll('text')
      .data(nodes.filter((n) => n.member === 0))
      .join('text')
      .text((n) => teams[n.team] ?? '')
      .attr('fill', 'var(--foreground)')
      .attr('font-size', 12)
      .attr('font-weight', 600)
      .attr('paint-order', 'stroke')
      .attr('stroke', 'var(--card)')
      .attr('stroke-width', 3)
      .attr('dy', -16)
      .attr('text-anchor', 'middle');

    node.call(
      drag<SVGCircleElement, GraphNode>()
        .on('start', (event, d) => {
          if (!event.active) simulation.alphaTarget(0.3).restart();
          d.fx = d.x;
          d.fy = d.y;
        })
        .on('drag', (event, d) => {
          d.fx = event.x;
          d.fy = event.y;
        })
        .on('end', (event, d) => {
          if (!event.active) simulation.alphaTarget(0);
          d.fx = null;
          d.fy = null;
        }),
    );

    simulation.on('tick', () => {
      // Keep every node inside the current view (the width follows the container).
      const { w, h } = bounds.current;
      for (const n of nodes) {
        const r = radius(n);
        n.x = Math.max(-w / 2 + r, Math.min(w / 2 - r, n.x ?? 0));
        n.y = Math.max(-h / 2 + r + 14, Math.min(h / 2 - r, n.y ?? 0));
      }
      const end = (l: GraphLink, side: 'source' | 'target', axis: 'x' | 'y') => {
        const n = l[side];
        return typeof n === 'object' ? (n[axis] ?? 0) : 0;
      };
      link
        .attr('x1', (l) => end(l, 'source', 'x'))
        .attr('y1', (l) => end(l, 'source', 'y'))
        .attr('x2', (l) => end(l, 'target', 'x'))
        .attr('y2', (l) => end(l, 'target', 'y'));
      node.attr('cx', (n) => n.x ?? 0).attr('cy', (n) => n.y ?? 0);
      label.attr('x', (n) => n.x ?? 0).attr('y', (n) => n.y ?? 0);
    });
    simulationRef.current = simulation;
    return () => {
      simulation.stop();
      simulationRef.current = null;
    };
  }, [teams, memberLabel]);

  return (
    <div ref={box} className="w-full">
      <svg ref={svgRef} data-testid="d3-force" width="100%" height={height} viewBox={`${-w / 2} ${-height / 2} ${w} ${height}`} className="touch-none select-none" />
    </div>
  );
}
