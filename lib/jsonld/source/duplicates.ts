import { getNodePath, parseTree } from 'jsonc-parser';
import type { Node } from 'jsonc-parser';
import { t } from '../text/text';
import type { Issue } from '../types';

/**
 * Reports keys that appear twice in one object of valid JSON text: JSON allows it, but only the
 * last value counts, which is usually a copy-paste slip. Builds the parse tree, so the checker
 * calls it only when the text has more keys than the parsed value. Walks the tree without recursion.
 */
export function checkDuplicateKeys(json: string, issues: Issue[]): void {
  let tree: Node | undefined;
  try {
    tree = parseTree(json, [], { disallowComments: true, allowTrailingComma: false });
  } catch {
    tree = undefined; // nesting too deep for jsonc-parser
  }
  const stack = tree ? [tree] : [];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'object') {
      const seen = new Set<string>();
      for (const property of node.children ?? []) {
        const key = property.children?.[0]?.value;
        if (typeof key !== 'string') continue;
        if (seen.has(key)) {
          const value = property.children?.[1];
          issues.push({
            severity: 'warning',
            rule: 'syntax/duplicate-key',
            message: t('jsonld_duplicate_key', key),
            at: value ? getNodePath(value) : [],
            target: 'key',
          });
        }
        seen.add(key);
      }
    }
    for (const child of node.children ?? []) stack.push(child);
  }
}
