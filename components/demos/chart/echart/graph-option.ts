import type { MenuNode, MenuTree } from '@/lib/menu';
import type { EChartsOption } from './echarts-core';
import type { ThemeTokens } from '../use-theme-tokens';
import { baseOption } from './theme-option';

interface Node {
  id: string;
  name: string;
  category?: number;
  symbolSize: number;
  itemStyle?: { color: string };
}

/**
 * The console's own menu tree as a force-directed graph: one category (colour) per top-level section.
 * On a narrow card (`narrow`, a phone) the layout is pulled tighter and the labels are smaller, so the
 * outer nodes' labels stay on the card, and the legend, wrapped to more lines, keeps its own room.
 */
export function graphOption(tk: ThemeTokens, menu: MenuTree, title: (node: MenuNode) => string, root: string, narrow = false): EChartsOption {
  const base = baseOption(tk);
  const nodes: Node[] = [{ id: 'root', name: root, symbolSize: 36, itemStyle: { color: tk.primary } }];
  const links: { source: string; target: string }[] = [];
  const walk = (entries: MenuTree, parent: string, category: number | null, depth: number) => {
    entries.forEach((entry, i) => {
      const id = entry.path;
      const own = category ?? i;
      nodes.push({ id, name: title(entry), category: own, symbolSize: depth === 1 ? 24 : 14 });
      links.push({ source: parent === '' ? 'root' : parent, target: id });
      if (entry.children) walk(entry.children, id, own, depth + 1);
    });
  };
  walk(menu, '', null, 1);
  const categories = menu.map((entry) => ({ name: title(entry) }));
  return {
    ...base,
    color: [...tk.chart, tk.mutedForeground],
    tooltip: { ...base.tooltip, trigger: 'item', formatter: '{b}' },
    legend: { ...base.legend, data: categories.map((c) => c.name) },
    series: [
      {
        type: 'graph',
        layout: 'force',
        roam: true,
        draggable: true,
        data: nodes,
        links,
        categories,
        force: narrow ? { repulsion: 90, edgeLength: [16, 40], gravity: 0.24 } : { repulsion: 200, edgeLength: [30, 70], gravity: 0.12 },
        // Keep the layout clear of the legend below.
        top: 16,
        bottom: narrow ? 72 : 48,
        left: 16,
        right: narrow ? 56 : 16,
        label: { show: true, position: 'right', color: tk.foreground, fontSize: narrow ? 10 : 11 },
        labelLayout: { hideOverlap: true },
        lineStyle: { color: tk.mutedForeground, opacity: 0.5, width: 1, curveness: 0.1 },
        // A thin outline keeps the faint colours of single-hue themes visible on the card.
        itemStyle: { borderColor: tk.mutedForeground, borderWidth: 1 },
        emphasis: { focus: 'adjacency', lineStyle: { width: 2 } },
      },
    ],
  };
}
