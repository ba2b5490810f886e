import type { Requirement } from './rules';
import { isObject } from '../source/walk';
import type { JsonObject } from '../source/walk';

/** Whether an item has the required property, or one of the alternatives. */
export function satisfied(value: JsonObject, req: Requirement): boolean {
  if (typeof req === 'string') return present(value, req);
  for (const r of req) if (present(value, r)) return true;
  return false;
}

/**
 * Whether the dotted `path` has a non-empty value. Runs for every requirement of every item, so
 * it builds no paths and no closures.
 */
function present(value: unknown, path: string): boolean {
  if (!isObject(value)) return false;
  const dot = path.indexOf('.');
  return dot < 0
    ? someValue(value[path], '')
    : someValue(value[path.slice(0, dot)], path.slice(dot + 1));
}

/** Whether some value (lists opened) has `rest` present, or is non-empty when `rest` is empty. */
function someValue(value: unknown, rest: string): boolean {
  if (Array.isArray(value)) {
    for (const v of value) if (someValue(v, rest)) return true;
    return false;
  }
  if (isObject(value)) {
    if (Array.isArray(value['@list'])) return someValue(value['@list'], rest);
    if (Array.isArray(value['@set'])) return someValue(value['@set'], rest);
  }
  return rest ? present(value, rest) : value !== null && value !== undefined && value !== '';
}
