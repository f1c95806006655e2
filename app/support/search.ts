/** A LIKE pattern matching `words` anywhere, with LIKE's own wildcards taken literally. */
export function likePattern(words: string) {
  return `%${words.trim().replace(/[%_\\]/g, '\\$&')}%`
}
