import { Blocks, Box, ChartPie, ChartSpline, Circle, Map, Settings, type LucideProps } from 'lucide-react';
import type { MenuIcon as MenuIconName } from '@/lib/menu';

const icons = {
  dashboard: ChartPie,
  component: Blocks,
  chart: ChartSpline,
  three: Box,
  map: Map,
  system: Settings,
  leaf: Circle,
} as const;

export function MenuIcon({ name, ...props }: { name: MenuIconName } & LucideProps) {
  const Icon = icons[name];
  return <Icon {...props} />;
}
