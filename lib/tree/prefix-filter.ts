/** The list filters of the tree pages: case-insensitive prefix matches, and a status where `all` means any. */
export function startsWithIgnoringCase(value: string, prefix: string): boolean {
  return value.toLowerCase().startsWith(prefix.toLowerCase());
}

export function statusMatches(status: string, filter: '0' | '1' | 'all'): boolean {
  return filter === 'all' || status === filter;
}
