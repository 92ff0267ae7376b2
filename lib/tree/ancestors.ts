import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { TreeTable } from './tree-tables';

/** The number of ancestors of the row `id`, as a scalar subquery walking up its parents. */
export function ancestorCount(tree: TreeTable, id: string): SQL<number> {
  const idColumn = sql.identifier(tree.id.name);
  const parentColumn = sql.identifier(tree.parentId.name);
  return sql<number>`(with recursive up(parent_id) as (
      select n.${parentColumn} from ${tree.table} n where n.${idColumn} = ${id}
      union all
      select n.${parentColumn} from ${tree.table} n join up on n.${idColumn} = up.parent_id
    ) select count(*)::int - 1 from up)`;
}
