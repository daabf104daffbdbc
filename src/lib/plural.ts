/** "1 quote", "3 quotes": a count with its noun (nouns of the product take a plain -s). */
export function countOf(count: number, noun: string): string {
  return `${count} ${count === 1 ? noun : `${noun}s`}`;
}
