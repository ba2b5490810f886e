const BINDING = /\{\{[^{}]*\}\}/;
/** Nesting beyond the service's limit is reported elsewhere; deeper than this is not searched. */
const MAX_DEPTH = 64;

/**
 * Whether text holds a CMS field binding (`{{ … }}`). Such text is opaque: what it becomes on
 * an item page is not known here, so no check reports it as wrong and no fix rewrites it.
 */
export function hasBinding(text: string): boolean {
  return text.includes('{{') && BINDING.test(text);
}

/** Whether any text inside a JSON value (keys aside) holds a binding. */
export function containsBinding(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return hasBinding(value);
  if (depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.some((v) => containsBinding(v, depth + 1));
  // No import of the walk helpers: the Schema tab loads this up front, the walk with the checker.
  if (typeof value === 'object' && value !== null) {
    const object = value as Record<string, unknown>;
    for (const key in object)
      if (Object.hasOwn(object, key) && containsBinding(object[key], depth + 1)) return true;
  }
  return false;
}
