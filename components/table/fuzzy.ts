/**
 * A small fuzzy matcher for the table's global search. Each whitespace-separated term must match
 * one word of the text: as a substring, or as a subsequence that starts at the word's first letter
 * ("olv" → "olivia", "engnr" → "engineering"). Case-insensitive.
 */
export function fuzzyMatches(text: string, query: string): boolean {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return true;
  const haystack = text.toLowerCase();
  const words = haystack.split(/[\s@.\-_]+/).filter(Boolean);
  return terms.every((term) => haystack.includes(term) || words.some((word) => isPrefixSubsequence(term, word)));
}

function isPrefixSubsequence(term: string, word: string): boolean {
  if (term[0] !== word[0] || term.length > word.length) return false;
  let at = 0;
  for (const char of word) {
    if (char === term[at]) at += 1;
    if (at === term.length) return true;
  }
  return false;
}
