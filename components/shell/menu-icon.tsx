import {
  Blocks,
  Box,
  ChartPie,
  ChartSpline,
  Circle,
  FileText,
  Folder,
  Globe,
  House,
  KeyRound,
  Layers,
  Map,
  Network,
  Settings,
  ShieldCheck,
  Star,
  Table,
  Users,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react';
import type { MenuIconName } from '@/lib/menu-icons';

const icons: Record<MenuIconName, LucideIcon> = {
  'chart-pie': ChartPie,
  blocks: Blocks,
  'chart-spline': ChartSpline,
  box: Box,
  map: Map,
  settings: Settings,
  circle: Circle,
  house: House,
  folder: Folder,
  'file-text': FileText,
  users: Users,
  'shield-check': ShieldCheck,
  'key-round': KeyRound,
  network: Network,
  globe: Globe,
  layers: Layers,
  table: Table,
  star: Star,
};

export function MenuIcon({ name, ...props }: { name: MenuIconName } & LucideProps) {
  const Icon = icons[name];
  return <Icon {...props} />;
}
