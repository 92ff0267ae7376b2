import type { ReactNode } from 'react';
import { registeredResources } from '@/resources/index';

type Widget = () => Promise<ReactNode>;

function isWidgetModule(value: unknown): value is { default: Widget } {
  return typeof value === 'object' && value !== null && 'default' in value && typeof value.default === 'function';
}

/** A registered resource's dashboard card: the default export of resources/<name>/dashboard.tsx. */
async function widgetOf(name: string): Promise<Widget> {
  const loaded: unknown = await import(`../../../resources/${name}/dashboard.tsx`);
  if (!isWidgetModule(loaded)) throw new Error(`resources/${name}/dashboard.tsx exports no widget`);
  return loaded.default;
}

/** The cards the registered resources bring to the dashboard (`dashboard: true`), in registry order. */
export async function DashboardWidgets() {
  const widgets = await Promise.all(registeredResources.filter((r) => r.dashboard).map((r) => widgetOf(r.definition.name)));
  return widgets.map((Widget, i) => <Widget key={i} />);
}
