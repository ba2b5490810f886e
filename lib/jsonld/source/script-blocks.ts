/**
 * The `<script>` blocks of a text, found in one forward pass. The pattern it replaces,
 * `/<script\b[^>]*>([\s\S]*?)<\/script\s*>/gi`, scanned to the end of the text again from every
 * opening that had no end: quadratic on a text of many unclosed `<script` openings, and no lint
 * rule flags a lazy quantifier of that kind.
 * @module
 */

const WORD = /\w/;
const SPACE = /\s/;

/** One block: where its opening tag starts, its body, and the offset just past its closing tag. */
export interface ScriptBlock {
  start: number;
  body: string;
  end: number;
}

/**
 * Every `<script …>…</script >` block of `text` (tag names in any case), as the replaced pattern
 * found them: an opening is `<script` not followed by a word character, up to the next `>`; its
 * body runs to the next `</script` followed by spaces and `>`.
 */
export function scriptBlocks(text: string): ScriptBlock[] {
  const lower = text.toLowerCase();
  const blocks: ScriptBlock[] = [];
  let at = 0;
  for (;;) {
    const start = lower.indexOf('<script', at);
    if (start < 0) return blocks;
    if (WORD.test(lower.charAt(start + 7))) {
      at = start + 7;
      continue;
    }
    const open = lower.indexOf('>', start + 7);
    // No `>` after this opening means none after any later one either: nothing more can match.
    if (open < 0) return blocks;
    const close = closingTag(lower, open + 1);
    if (!close) return blocks;
    blocks.push({ start, body: text.slice(open + 1, close.from), end: close.to });
    at = close.to;
  }
}

/** The first `</script` + spaces + `>` at or after `from`, with the offset past it. */
function closingTag(lower: string, from: number): { from: number; to: number } | undefined {
  let at = from;
  for (;;) {
    const tag = lower.indexOf('</script', at);
    if (tag < 0) return undefined;
    let i = tag + 8;
    while (i < lower.length && SPACE.test(lower.charAt(i))) i++;
    if (lower.charAt(i) === '>') return { from: tag, to: i + 1 };
    at = tag + 8;
  }
}
