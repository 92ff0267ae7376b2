import type { SimulationLinkDatum, SimulationNodeDatum } from 'd3';
import { seededRandom } from '../demo-data';

export interface GraphNode extends SimulationNodeDatum {
  id: string;
  team: number;
  /** the team's hub (labelled), else a member numbered from 1 */
  member: number;
}

export type GraphLink = SimulationLinkDatum<GraphNode> & { strong: boolean };

export const teamKeys = ['design', 'engineering', 'marketing', 'sales', 'support'] as const;

/** Five teams: a hub each, members linked to their hub, and a few links across teams. */
export function buildGraph(): { nodes: GraphNode[]; links: GraphLink[] } {
  const random = seededRandom(11);
  const nodes: GraphNode[] = [];
  const links: GraphLink[] = [];
  teamKeys.forEach((_, team) => {
    const hub = `t${team}`;
    nodes.push({ id: hub, team, member: 0 });
    const size = 6 + Math.floor(random() * 5);
    for (let m = 1; m <= size; m++) {
      const id = `${hub}-${m}`;
      nodes.push({ id, team, member: m });
      links.push({ source: hub, target: id, strong: true });
      if (m > 1 && random() < 0.35) links.push({ source: `${hub}-${m - 1}`, target: id, strong: true });
    }
  });
  const members = nodes.filter((n) => n.member > 0);
  for (let i = 0; i < 9; i++) {
    const a = members[Math.floor(random() * members.length)];
    const b = members[Math.floor(random() * members.length)];
    if (a && b && a.team !== b.team) links.push({ source: a.id, target: b.id, strong: false });
  }
  return { nodes, links };
}
