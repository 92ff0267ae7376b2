import { registeredResources } from '@/resources/index';
import { registeredModule } from '../registered-module';

/** The cards the registered resources bring to the dashboard (`dashboard: true`, the default export of resources/<name>/dashboard.tsx), in registry order. */
export async function DashboardWidgets() {
  const widgets = await Promise.all(registeredResources.filter((r) => r.dashboard).map(async (r) => (await registeredModule(r.definition.name, 'dashboard')).default));
  return widgets.map((Widget, i) => <Widget key={i} />);
}
