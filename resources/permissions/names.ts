import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { allPermissions } from './service';

/** Permission ids to their names in `locale` (an unknown id stays as it is), read once per call. */
export async function permissionNamer(locale: Locale): Promise<(ids: readonly string[]) => string[]> {
  const names = new Map((await allPermissions(locale)).map((item) => [item.id, item.name]));
  return (ids) => ids.map((id) => names.get(id) ?? id);
}
