import Validator from '@adobe/structured-data-validator';
import type { AdobeIssue } from '@adobe/structured-data-validator';
import { parseInput } from '../source/normalize';
import { formatPath, Locator } from '../source/positions';
import { SourceIndex } from '../source/source-index';
import type { Diagnostic, Segment } from '../types';
import { rawTypes, walk } from '../source/walk';

/**
 * Runs `@adobe/structured-data-validator`'s Google rich-result rules (without its schema.org
 * pass, which the vocabulary check covers) over the markup's top-level items and maps its issues
 * to diagnostics with rule `rich/adobe/<type>`. Asynchronous (the validator loads its per-type
 * rules with dynamic imports), so it suits the CLI and site audits rather than every keystroke.
 * Unreadable input gives no diagnostics here: {@link checkJsonLd} reports it.
 */
export async function checkWithAdobeValidator(input: unknown): Promise<Diagnostic[]> {
  const parsed = parseInput(input);
  if (parsed.error) return [];
  const roots = walk(parsed.value).nodes.filter((n) => n.root && rawTypes(n.value).length > 0);
  const grouped: Record<string, unknown[]> = {};
  const places = new Map<string, Segment[][]>();
  for (const node of roots) {
    const type = rawTypes(node.value)[0]!;
    (grouped[type] ??= []).push(structuredClone(node.value));
    places.set(type, [...(places.get(type) ?? []), node.at]);
  }
  if (roots.length === 0) return [];
  const issues = await new Validator().validate({ jsonld: grouped });
  const locator = new Locator(new SourceIndex(parsed.json ?? ''), parsed.lines, parsed.base);
  return issues.map((issue) => toDiagnostic(issue, places, locator));
}

function toDiagnostic(
  issue: AdobeIssue,
  places: Map<string, Segment[][]>,
  locator: Locator,
): Diagnostic {
  const [root, ...rest] = issue.path ?? [];
  const rootType = typeof root?.type === 'string' ? root.type : (issue.rootType ?? '');
  const at: Segment[] = [...(places.get(rootType)?.[root?.index ?? 0] ?? [])];
  for (const step of rest) {
    if (step.property !== undefined) at.push(step.property);
    if (step.index !== undefined && step.length !== undefined) at.push(step.index);
  }
  const last = issue.path?.at(-1)?.type;
  const type = (Array.isArray(last) ? last[0] : last) ?? rootType;
  const d: Diagnostic = {
    severity: issue.severity === 'ERROR' ? 'error' : 'warning',
    rule: `rich/adobe/${slug(type)}`,
    message: issue.issueMessage,
    path: formatPath(at),
  };
  const range = locator.locate(at, 'node');
  if (range) d.range = range;
  return d;
}

const slug = (type: string): string =>
  type.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase() || 'item';
