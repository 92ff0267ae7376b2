import type { ListQuery } from './resource-client';

const batch = 100;
/** At most this many rows are read to find one (20 requests of 100). */
export const locateLimit = 2000;

/** Where a row stands: its index among every match, or why it was not found (not among the matches, or beyond `locateLimit`). */
export type Located = { at: number } | { missing: 'filtered' | 'far' };

/**
 * Where a row stands in a paged list with its filters and sort. Reads the list in pages of 100 through
 * the list's own request, so the answer is exactly the order the table pages in.
 */
export async function locateRow(
  search: (filter: ListQuery) => Promise<{ list: readonly { id: string | number }[] }>,
  query: ListQuery,
  id: string,
): Promise<Located> {
  for (let page = 1; (page - 1) * batch < locateLimit; page += 1) {
    const { list } = await search({ ...query, page, size: batch });
    const at = list.findIndex((row) => String(row.id) === id);
    if (at >= 0) return { at: (page - 1) * batch + at };
    if (list.length < batch) return { missing: 'filtered' };
  }
  return { missing: 'far' };
}
