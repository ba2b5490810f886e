/**
 * The candidate closest to `term`: a case-insensitive match first, else the smallest edit
 * distance within a third of the term's length (at least 1, at most 3). Undefined when none fits.
 */
export function suggest(term: string, candidates: readonly string[]): string | undefined {
  const lower = term.toLowerCase();
  const exact = candidates.find((c) => c.toLowerCase() === lower);
  if (exact !== undefined) return exact;
  const limit = Math.min(3, Math.max(1, Math.floor(term.length / 3)));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of candidates) {
    if (Math.abs(candidate.length - term.length) >= bestDistance) continue;
    const d = distance(lower, candidate.toLowerCase(), bestDistance);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

/**
 * Edit distance counting a swap of two neighbouring letters as one edit (optimal string
 * alignment), giving up (returning `cap`) once every alignment needs `cap` edits or more.
 */
function distance(a: string, b: string, cap: number): number {
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin >= cap) return cap;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}
